# Runs `catanlab ARGS` and passes only if it exits with code 2 and prints
# exactly one line on stderr, starting "error:" and matching EXPECT.
# Usage: cmake -DCATANLAB=path -DARGS="play --rules nope" -DEXPECT=regex -P expect_error.cmake
separate_arguments(args UNIX_COMMAND "${ARGS}")
execute_process(COMMAND "${CATANLAB}" ${args} RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT code EQUAL 2)
  message(FATAL_ERROR "catanlab ${ARGS}: exit code ${code}, expected 2; stderr:\n${err}")
endif()
if(NOT err MATCHES "^error: [^\n]+\n$")
  message(FATAL_ERROR "catanlab ${ARGS}: stderr is not one 'error:' line:\n${err}")
endif()
if(NOT err MATCHES "${EXPECT}")
  message(FATAL_ERROR "catanlab ${ARGS}: stderr does not match '${EXPECT}':\n${err}")
endif()

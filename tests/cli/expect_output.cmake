# Runs `catanlab ARGS` and passes only if it exits with code 0 and its stdout matches EXPECT.
# Usage: cmake -DCATANLAB=path -DARGS="play --games 1" -DEXPECT=regex -P expect_output.cmake
separate_arguments(args UNIX_COMMAND "${ARGS}")
execute_process(COMMAND "${CATANLAB}" ${args} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "catanlab ${ARGS}: exit code ${code}, expected 0; stderr:\n${err}")
endif()
if(NOT out MATCHES "${EXPECT}")
  message(FATAL_ERROR "catanlab ${ARGS}: stdout does not match '${EXPECT}':\n${out}")
endif()

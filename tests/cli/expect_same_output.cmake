# Runs `catanlab ARGS` and `catanlab ARGS2` and passes only if both exit with code 0
# and print the same standard output, once each line's part matching IGNORE (a timing) is dropped.
# Usage: cmake -DCATANLAB=path -DARGS="play --threads 1" -DARGS2="play --threads 2" -DIGNORE=regex -P expect_same_output.cmake
foreach(which ARGS ARGS2)
  separate_arguments(args UNIX_COMMAND "${${which}}")
  execute_process(COMMAND "${CATANLAB}" ${args} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "catanlab ${${which}}: exit code ${code}, expected 0; stderr:\n${err}")
  endif()
  string(REGEX REPLACE "${IGNORE}" "" out_${which} "${out}")
endforeach()
if(NOT out_ARGS STREQUAL out_ARGS2)
  message(FATAL_ERROR "catanlab ${ARGS} printed:\n${out_ARGS}\ncatanlab ${ARGS2} printed:\n${out_ARGS2}")
endif()
if(out_ARGS STREQUAL "")
  message(FATAL_ERROR "catanlab ${ARGS} printed nothing")
endif()

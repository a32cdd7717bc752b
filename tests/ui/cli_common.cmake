# What the command-line tests share: run(EXPECT_OK COMMAND...) runs a
# command, keeps its output, error and exit code in last_out, last_err and
# last_rc, and fails when the command's success is not the expected one.
function(run expect_ok)
  # A command that never returns (a window opened by mistake) fails after two minutes.
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
  set(last_out "${out}" PARENT_SCOPE)
  set(last_err "${err}" PARENT_SCOPE)
  set(last_rc "${rc}" PARENT_SCOPE)
  if(expect_ok AND NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}\n${err}")
  elseif(NOT expect_ok AND rc EQUAL 0)
    message(FATAL_ERROR "should have failed: ${ARGN}\n${out}")
  endif()
endfunction()

# Imports CORPUS into a new database at DB, removing what an earlier run left there.
file(GLOB left "${DB}" "${DB}.bak" "${DB}.*.bak")
if(left)
  file(REMOVE ${left})
endif()
execute_process(COMMAND "${PARALLAX}" import "${CORPUS}" --db "${DB}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "parallax import failed (${rc})")
endif()

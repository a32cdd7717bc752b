# Keeps translations/*.ts in step with the sources, with one lupdate call for
# both uses (so "stale" means the same thing for the target and the test):
#   MODE=update  rewrites the .ts files (target update_translations)
#   MODE=check   fails if a .ts file is stale or has an unfinished message
# Inputs: LUPDATE, LRELEASE, SOURCE_DIR, TS_FILES (;-list), WORK (check only).
cmake_minimum_required(VERSION 3.22)

set(scan_dirs "${SOURCE_DIR}/app" "${SOURCE_DIR}/ui" "${SOURCE_DIR}/db" "${SOURCE_DIR}/core")

function(run_lupdate ts)
  execute_process(
    COMMAND "${LUPDATE}" -silent -locations none -no-obsolete -extensions cpp,h ${scan_dirs} -ts "${ts}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lupdate failed on ${ts}:\n${out}")
  endif()
endfunction()

if(MODE STREQUAL "update")
  foreach(ts IN LISTS TS_FILES)
    run_lupdate("${ts}")
    message(STATUS "Updated ${ts}")
  endforeach()
  return()
endif()

if(NOT MODE STREQUAL "check")
  message(FATAL_ERROR "MODE must be update or check")
endif()

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(failures "")
foreach(ts IN LISTS TS_FILES)
  get_filename_component(name "${ts}" NAME)
  file(COPY "${ts}" DESTINATION "${WORK}")
  run_lupdate("${WORK}/${name}")
  execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files "${ts}" "${WORK}/${name}" RESULT_VARIABLE differs)
  if(differs)
    string(APPEND failures "${name} is stale: the sources have strings it lacks or it has strings they lost "
                           "(run: cmake --build build --target update_translations, then translate).\n")
  endif()
  # Unfinished messages, counted by lrelease in the refreshed copy (new strings are unfinished there).
  execute_process(COMMAND "${LRELEASE}" "${WORK}/${name}" -qm "${WORK}/${name}.qm"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE report ERROR_VARIABLE report)
  if(NOT rc EQUAL 0 OR NOT report MATCHES "\\(([0-9]+) finished and ([0-9]+) unfinished\\)")
    string(APPEND failures "lrelease failed on ${name}:\n${report}\n")
  elseif(NOT CMAKE_MATCH_2 EQUAL 0)
    set(count ${CMAKE_MATCH_2})
    file(READ "${WORK}/${name}" text)
    string(REPLACE ";" "," text "${text}")
    string(REGEX MATCHALL "<source>[^<]*</source>[ \n]*<translation type=\"unfinished\"" found "${text}")
    string(APPEND failures "${name}: ${count} unfinished message(s), among them:\n")
    foreach(u IN LISTS found)
      string(REGEX REPLACE "^<source>([^<]*)</source>.*" "\\1" src "${u}")
      string(APPEND failures "    ${src}\n")
    endforeach()
  endif()
endforeach()
if(failures)
  message(FATAL_ERROR "${failures}")
endif()
message(STATUS "Translations complete and up to date: ${TS_FILES}")

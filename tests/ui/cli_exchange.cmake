# The exchange formats and the date command, run as a user would: corpus
# folder and CSV round trips, a refused CSV, TimelineJS, `parallax date`.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${CMAKE_CURRENT_LIST_DIR}/cli_common.cmake")

function(same_file a b)
  file(SHA256 "${a}" ha)
  file(SHA256 "${b}" hb)
  if(NOT ha STREQUAL hb)
    message(FATAL_ERROR "${a} and ${b} differ")
  endif()
endfunction()

run(TRUE "${PARALLAX}" import "${CORPUS}" --db "${WORK}/n.sqlite")

# Corpus folder: export, import it, export again: the same files.
run(TRUE "${PARALLAX}" export --db "${WORK}/n.sqlite" --format corpus -o "${WORK}/a")
run(TRUE "${PARALLAX}" import "${WORK}/a" --db "${WORK}/a.sqlite")
run(TRUE "${PARALLAX}" export --db "${WORK}/a.sqlite" --format corpus -o "${WORK}/b")
file(GLOB files RELATIVE "${WORK}/a" "${WORK}/a/*")
list(LENGTH files nfiles)
if(nfiles LESS 6)
  message(FATAL_ERROR "the corpus folder has ${nfiles} files")
endif()
foreach(f ${files})
  same_file("${WORK}/a/${f}" "${WORK}/b/${f}")
endforeach()
run(FALSE "${PARALLAX}" export --db "${WORK}/a.sqlite" --format corpus -o "${WORK}/b")
run(FALSE "${PARALLAX}" export --db "${WORK}/a.sqlite" --format corpus)

# What a user typed about a source goes out in the JSON export ("everything")
# and through a corpus folder and back: the JSON of the database imported
# from the folder is the same file. (The folder had no author or date of
# writing, and the JSON neither.)
file(COPY "${WORK}/n.sqlite" DESTINATION "${WORK}/edited")
run(TRUE "${PARALLAX}" export --db "${WORK}/n.sqlite" --format json -o "${WORK}/n.json")
file(READ "${WORK}/n.json" j)
string(JSON source GET "${j}" sources 0 id)
run(TRUE "${PARALLAX}" source edit "${source}" --db "${WORK}/edited/n.sqlite" --author Me --written "1830~"
    --provenance "typed from a copy")
run(TRUE "${PARALLAX}" export --db "${WORK}/edited/n.sqlite" --format json -o "${WORK}/e.json")
file(READ "${WORK}/e.json" j)
string(JSON author GET "${j}" sources 0 author)
string(JSON written GET "${j}" sources 0 written)
string(JSON provenance GET "${j}" sources 0 provenance)
if(NOT author STREQUAL "Me" OR NOT written STREQUAL "1830~" OR NOT provenance STREQUAL "typed from a copy")
  message(FATAL_ERROR "the JSON export has author '${author}', written '${written}', provenance '${provenance}'")
endif()
run(TRUE "${PARALLAX}" export --db "${WORK}/edited/n.sqlite" --format corpus -o "${WORK}/e")
run(TRUE "${PARALLAX}" import "${WORK}/e" --db "${WORK}/e.sqlite")
run(TRUE "${PARALLAX}" export --db "${WORK}/e.sqlite" --format json -o "${WORK}/e2.json")
same_file("${WORK}/e.json" "${WORK}/e2.json")

# CSV: export, import into a copy, export again: the same file.
run(TRUE "${PARALLAX}" export --db "${WORK}/n.sqlite" --format csv -o "${WORK}/n.csv")
file(COPY "${WORK}/n.sqlite" DESTINATION "${WORK}/copy")
run(TRUE "${PARALLAX}" import "${WORK}/n.csv" --format csv --db "${WORK}/copy/n.sqlite")
run(TRUE "${PARALLAX}" export --db "${WORK}/copy/n.sqlite" --format csv -o "${WORK}/again.csv")
same_file("${WORK}/n.csv" "${WORK}/again.csv")
run(TRUE "${PARALLAX}" check "${WORK}/copy/n.sqlite")

# A malformed CSV is refused by row and column, and the database is untouched.
file(READ "${WORK}/n.csv" csv)
string(REPLACE ",1814-04-12/1814-04-13," ",1814-04-32," bad "${csv}")
file(WRITE "${WORK}/bad.csv" "${bad}")
file(SHA256 "${WORK}/copy/n.sqlite" before)
run(FALSE "${PARALLAX}" import "${WORK}/bad.csv" --format csv --db "${WORK}/copy/n.sqlite")
if(NOT last_err MATCHES "row [0-9]+, column date")
  message(FATAL_ERROR "unexpected message: ${last_err}")
endif()
file(SHA256 "${WORK}/copy/n.sqlite" after)
if(NOT before STREQUAL after)
  message(FATAL_ERROR "a refused CSV changed the database")
endif()

# TimelineJS: JSON with one slide per event.
run(TRUE "${PARALLAX}" export --db "${WORK}/n.sqlite" --format timelinejs -o "${WORK}/t.json")
file(READ "${WORK}/t.json" t)
string(JSON nslides LENGTH "${t}" events)
if(nslides LESS 12)
  message(FATAL_ERROR "timeline has ${nslides} slides")
endif()
string(JSON year GET "${t}" events 0 start_date year)

# parallax date
run(TRUE "${PARALLAX}" date "嘉慶十九年")
if(NOT last_out MATCHES "^1814\n")
  message(FATAL_ERROR "date: ${last_out}")
endif()
run(TRUE "${PARALLAX}" date "the night of 12–13 April" --year 1814 --format json)
string(JSON edtf GET "${last_out}" edtf)
string(JSON last GET "${last_out}" last_day)
if(NOT edtf STREQUAL "1814-04-12/1814-04-13" OR NOT last STREQUAL "1814-04-13")
  message(FATAL_ERROR "date json: ${last_out}")
endif()
run(TRUE "${PARALLAX}" date "næste morgen" --reference 1815-06-18)
if(NOT last_out MATCHES "^1815-06-19\n")
  message(FATAL_ERROR "date with reference: ${last_out}")
endif()
run(FALSE "${PARALLAX}" date "you may go" --language en)
if(NOT last_rc EQUAL 1 OR NOT last_err MATCHES "names no date")
  message(FATAL_ERROR "date without a date: ${last_rc} ${last_err}")
endif()
run(FALSE "${PARALLAX}" date "4月4日")
run(FALSE "${PARALLAX}" date "1814" --language xx)

# The answer in the language asked for: --language da answered in English
# ("first day:", "meaning: June 22, 1815").
run(TRUE "${PARALLAX}" date "22. juni 1815" --language da)
if(NOT last_out MATCHES "^1815-06-22\n" OR NOT last_out MATCHES "\n  første dag: +1815-06-22\n"
   OR NOT last_out MATCHES "\n  sidste dag: +1815-06-22\n" OR NOT last_out MATCHES "\n  betydning: +22\\. juni 1815\n"
   OR last_out MATCHES "first day|meaning|June")
  message(FATAL_ERROR "date in Danish: ${last_out}")
endif()
run(TRUE "${PARALLAX}" date "1815年6月22日" --language zh)
if(NOT last_out MATCHES "\n  起始日： *1815-06-22\n" OR NOT last_out MATCHES "\n  含义： *1815年6月22日\n")
  message(FATAL_ERROR "date in Chinese: ${last_out}")
endif()
run(FALSE "${PARALLAX}" date "du kan gå" --language da)
if(NOT last_err MATCHES "ingen dato")
  message(FATAL_ERROR "no date, in Danish: ${last_err}")
endif()

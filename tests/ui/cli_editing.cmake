# The editing verbs of the command line, run as a user would: source add
# (creating the database, a GB18030 text), cite (existing and new events),
# source replace (re-anchoring), and refusals that change nothing.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(DB "${WORK}/own.sqlite")

include("${CMAKE_CURRENT_LIST_DIR}/cli_common.cmake")

function(expect_match text regex)
  if(NOT text MATCHES "${regex}")
    message(FATAL_ERROR "expected /${regex}/ in: ${text}")
  endif()
endfunction()

# A refused first add leaves no database behind.
run(FALSE "${PARALLAX}" source add "${DATA}/napoleon-en.txt" --db "${DB}" --title "X" --language en --encoding EBCDIC)
expect_match("${last_err}" "EBCDIC")
if(EXISTS "${DB}")
  message(FATAL_ERROR "a refused source add created the database")
endif()

run(TRUE "${PARALLAX}" source add "${DATA}/napoleon-zh-gb18030.txt" --db "${DB}" --title "拿破仑传" --language zh
    --format json)
string(JSON zh GET "${last_out}" source)
string(JSON enc GET "${last_out}" encoding)
string(JSON created GET "${last_out}" created_database)
if(NOT enc STREQUAL "GB18030" OR NOT created)
  message(FATAL_ERROR "source add: ${last_out}")
endif()
run(TRUE "${PARALLAX}" source add "${DATA}/napoleon-en.txt" --db "${DB}" --title "The Last Days" --language en
    --id lastdays --format json)
string(JSON en GET "${last_out}" source)

run(TRUE "${PARALLAX}" cite --db "${DB}" --source "${zh}" --quote "签署了退位诏书" --new-event "Abdication"
    --date 1814-04-06 --claimed 1814-04-06 --date-text "一八一四年四月六日" --format json)
string(JSON abdication GET "${last_out}" event)
run(TRUE "${PARALLAX}" cite --db "${DB}" --source lastdays --quote "signed his abdication" --event "${abdication}"
    --claimed 1814-04-06 --format json)
# A claimed date in words, as the window's date fields read them.
run(TRUE "${PARALLAX}" cite --db "${DB}" --source lastdays --quote "he took poison" --new-event "Poison"
    --claimed "13 April 1814" --gloss "the dose failed" --format json)
string(JSON poison_account GET "${last_out}" account)
run(TRUE "${PARALLAX}" export --db "${DB}" --format json)
expect_match("${last_out}" "\"claimed_date\":\"1814-04-13\",\"date_text\":\"\",\"end\":[0-9]+,\"gloss_en\":\"the dose failed\"")

# Refusals: a quote not in the source, a quote found twice, a bad date, an unknown id.
run(FALSE "${PARALLAX}" cite --db "${DB}" --source lastdays --quote "took opium" --event "${abdication}")
expect_match("${last_err}" "does not contain")
run(FALSE "${PARALLAX}" cite --db "${DB}" --source lastdays --quote "April" --event "${abdication}")
expect_match("${last_err}" "occurs 3 times")
run(FALSE "${PARALLAX}" cite --db "${DB}" --source lastdays --quote "he took poison" --event "${abdication}"
    --claimed 1814-13-45)
expect_match("${last_err}" "--claimed")
run(FALSE "${PARALLAX}" cite --db "${DB}" --source lastdays --quote "he took poison" --event "${abdication}"
    --claimed "garbage")
expect_match("${last_err}" "is not a date: write it as EDTF")
run(FALSE "${PARALLAX}" cite --db "${DB}" --source lastdays --quote "he took poison" --event nosuch)
expect_match("${last_err}" "no event nosuch")
run(FALSE "${PARALLAX}" cite --db "${DB}" --source nosuch --quote "x" --new-event "Y" --date 1814)
expect_match("${last_err}" "no source nosuch")
run(TRUE "${PARALLAX}" search "Poison" --db "${DB}" --format json)
expect_match("${last_out}" "Poison")
run(TRUE "${PARALLAX}" check "${DB}")
expect_match("${last_out}" "integrity: ok")

run(TRUE "${PARALLAX}" source replace lastdays "${DATA}/napoleon-en-revised.txt" --db "${DB}" --format json)
string(JSON moved GET "${last_out}" moved)
string(JSON fuzzy GET "${last_out}" fuzzy)
if(NOT moved EQUAL 1 OR NOT fuzzy EQUAL 1)
  message(FATAL_ERROR "source replace: ${last_out}")
endif()
run(FALSE "${PARALLAX}" source replace nosuch "${DATA}/napoleon-en-revised.txt" --db "${DB}")
run(TRUE "${PARALLAX}" check "${DB}")
expect_match("${last_out}" "integrity: ok")

# A revision without the cited words: each orphaned citation named by its
# words and its event's title, not by keys alone.
file(WRITE "${WORK}/rewritten.txt" "Nothing of the sort is told here.\n")
run(TRUE "${PARALLAX}" source replace lastdays "${WORK}/rewritten.txt" --db "${DB}")
expect_match("${last_out}" "2 orphaned")
expect_match("${last_out}" "orphaned: “he took (a )?poison” — event [^ ]+ “Poison”, account [^ ;]+; the words are no longer")
run(TRUE "${PARALLAX}" check "${DB}")
expect_match("${last_out}" "integrity: ok")

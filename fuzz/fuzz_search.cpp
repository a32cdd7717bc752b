// The search path: any query (as typed or pasted) over a small database
// returns results or a message, and never changes the database.
//
// The database is the bundled corpus with its texts cut down to the quoted
// passages (quotedPassagesCorpus(): every event, place, person and quote, in
// both languages), built once, opened and checked as a file by
// Database::open, and then read from memory (sqlite3_deserialize, read-only):
// no input touches a file, and each runs far faster than over 150 KB of text.
#include "fuzzutil.h"

#include <db/search.h>
#include <db/store.h>

#include <sqlite3.h>

#include <cstddef>
#include <cstdint>

namespace {

const parallax::db::Database &database()
{
    using namespace parallax;
    static std::unique_ptr<db::Database> db = [] {
        fuzz::ensureApp();
        const QString path = fuzz::scratchFolder() + QStringLiteral("/search.sqlite");
        QFile::remove(path);
        PARALLAX_FUZZ_CHECK(db::buildDatabase(fuzz::quotedPassagesCorpus(), path, false).ok());
        auto opened = db::Database::open(path, db::Database::Access::ReadOnly);
        PARALLAX_FUZZ_CHECK(opened.ok());
        QFile file(path);
        PARALLAX_FUZZ_CHECK(file.open(QIODevice::ReadOnly));
        // SQLite reads the image in place for as long as the connection lives.
        static QByteArray image = file.readAll();
        PARALLAX_FUZZ_CHECK(!image.isEmpty());
        auto *bytes = reinterpret_cast<unsigned char *>(image.data());
        PARALLAX_FUZZ_CHECK(sqlite3_deserialize(opened.value()->handle(), "main", bytes, image.size(), image.size(),
                                SQLITE_DESERIALIZE_READONLY)
            == SQLITE_OK);
        return std::move(opened).value();
    }();
    return *db;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    parallax::fuzz::ensureApp();
    (void)database();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace parallax;
    const db::Database &db = database();
    const QString query = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto results = db::search(db, query, 5);
    PARALLAX_FUZZ_CHECK(sqlite3_total_changes64(db.handle()) == 0);
    if (!results) {
        PARALLAX_FUZZ_CHECK(!results.error().isEmpty());
        return 0;
    }
    for (const auto *group : {&results->events, &results->places, &results->people, &results->passages})
        for (const db::SearchHit &hit : *group)
            (void)db::snippetToHtml(hit.snippet);
    return 0;
}

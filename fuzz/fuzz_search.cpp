// The search path: any query (as typed or pasted) over a small database
// returns results or a message, and never changes the database.
#include "fuzzutil.h"

#include <db/corpusloader.h>
#include <db/search.h>
#include <db/store.h>
#include <db/userdata.h>

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
        const db::LoadedCorpus corpus = db::loadCorpusFolder(db::bundledCorpusPath());
        PARALLAX_FUZZ_CHECK(corpus.ok());
        PARALLAX_FUZZ_CHECK(db::buildDatabase(corpus.corpus, path, false).ok());
        auto opened = db::Database::open(path, db::Database::Access::ReadOnly);
        PARALLAX_FUZZ_CHECK(opened.ok());
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
    if (!results) {
        PARALLAX_FUZZ_CHECK(!results.error().isEmpty());
        return 0;
    }
    for (const auto *group : {&results->events, &results->places, &results->people, &results->passages})
        for (const db::SearchHit &hit : *group)
            (void)db::snippetToHtml(hit.snippet);
    return 0;
}

// Opening a database file: any bytes are refused with a message or opened;
// what opens is read whole or refused, and checked, without crashing.
#include "fuzzutil.h"

#include <db/database.h>
#include <db/store.h>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    parallax::fuzz::ensureApp();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace parallax;
    fuzz::ensureApp();
    const QString path = fuzz::scratchFolder() + QStringLiteral("/open.sqlite");
    QFile::remove(path + QStringLiteral("-journal"));
    fuzz::writeFile(path, reinterpret_cast<const char *>(data), qsizetype(size));
    auto db = db::Database::open(path, db::Database::Access::ReadOnly);
    if (!db) {
        PARALLAX_FUZZ_CHECK(!db.error().isEmpty());
        return 0;
    }
    const auto corpus = db::readCorpus(*db.value());
    PARALLAX_FUZZ_CHECK(corpus.ok() || !corpus.error().isEmpty());
    const db::CheckReport report = db::checkDatabase(*db.value());
    (void)report.ok();
    return 0;
}

// The corpus loader: corpus.json and one source text (s.txt), split at the
// first NUL byte of the input. Any input is loaded or refused with problems;
// what loads has every quote standing where its offsets say (an orphaned
// account's span, whose quote is not looked for, lies in the text).
#include "fuzzutil.h"

#include <core/textoffsets.h>
#include <db/corpusloader.h>

#include <cstddef>
#include <cstdint>
#include <cstring>

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    parallax::fuzz::ensureApp();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace parallax;
    fuzz::ensureApp();
    const char *bytes = reinterpret_cast<const char *>(data);
    const void *nul = std::memchr(bytes, 0, size);
    const qsizetype jsonSize = nul ? qsizetype(static_cast<const char *>(nul) - bytes) : qsizetype(size);
    const QString folder = fuzz::scratchFolder();
    fuzz::writeFile(folder + QStringLiteral("/corpus.json"), bytes, jsonSize);
    const qsizetype textAt = nul ? jsonSize + 1 : qsizetype(size);
    fuzz::writeFile(folder + QStringLiteral("/s.txt"), bytes + textAt, qsizetype(size) - textAt);

    const db::LoadedCorpus loaded = db::loadCorpusFolder(folder);
    for (const db::CorpusProblem &p : loaded.problems)
        PARALLAX_FUZZ_CHECK(!p.message.isEmpty() && !p.toString().isEmpty());
    if (!loaded.ok())
        return 0;
    for (const Event &e : loaded.corpus.events)
        for (const Account &a : e.accounts)
            for (const Source &s : loaded.corpus.sources)
                if (s.id == a.sourceId && a.orphaned) {
                    // Its quote is not looked for: its span only lies in the text.
                    PARALLAX_FUZZ_CHECK(a.start <= a.end && utf16IndexFromCodePoint(s.text, a.end) >= 0);
                } else if (s.id == a.sourceId) {
                    const qsizetype at = utf16IndexFromCodePoint(s.text, a.start);
                    PARALLAX_FUZZ_CHECK(at >= 0 && at + a.quote().size() <= s.text.size());
                    PARALLAX_FUZZ_CHECK(QStringView(s.text).mid(at, a.quote().size()) == a.quote());
                }
    return 0;
}

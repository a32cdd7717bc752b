// The CSV importer: any bytes over the bundled corpus (its texts cut down to
// the quoted passages, see quotedPassagesCorpus()) are read into events or
// refused with problems; what is read has every quote where its offsets say.
#include "fuzzutil.h"

#include <core/textoffsets.h>
#include <db/csvexchange.h>

#include <cstddef>
#include <cstdint>

namespace {

const parallax::Corpus &base()
{
    static const parallax::Corpus corpus = parallax::fuzz::quotedPassagesCorpus();
    return corpus;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    (void)base();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace parallax;
    const Corpus &corpus = base();
    const db::CsvImport read
        = db::readCsv(QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)), corpus);
    for (const db::CsvProblem &p : read.problems)
        PARALLAX_FUZZ_CHECK(!p.toString().isEmpty());
    if (!read.ok())
        return 0;
    for (const Event &e : read.events)
        for (const Account &a : e.accounts)
            for (const Source &s : corpus.sources)
                if (s.id == a.sourceId) {
                    const qsizetype at = utf16IndexFromCodePoint(s.text, a.start);
                    PARALLAX_FUZZ_CHECK(at >= 0 && at + a.quote().size() <= s.text.size());
                    PARALLAX_FUZZ_CHECK(QStringView(s.text).mid(at, a.quote().size()) == a.quote());
                }
    return 0;
}

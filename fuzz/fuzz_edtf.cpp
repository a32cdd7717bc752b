// The EDTF parser: any text either parses or is refused with a reason; what
// parses is written back to EDTF that parses to the same span.
#include "fuzzutil.h"

#include <core/historicaldate.h>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    parallax::fuzz::ensureApp();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 256)
        return 0; // dates are short; longer inputs only slow the search
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto parsed = parallax::HistoricalDate::parse(text);
    if (!parsed) {
        PARALLAX_FUZZ_CHECK(!parsed.error().isEmpty());
        return 0;
    }
    const QString written = parsed.value().toEdtf();
    const auto again = parallax::HistoricalDate::parse(written);
    PARALLAX_FUZZ_CHECK(again.ok());
    PARALLAX_FUZZ_CHECK(again.value().span().start == parsed.value().span().start);
    PARALLAX_FUZZ_CHECK(again.value().span().end == parsed.value().span().end);
    return 0;
}

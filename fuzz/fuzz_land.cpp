// The land data reader: any bytes are read as land polygons or refused.
#include "fuzzutil.h"

#include <core/geo.h>

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
    const auto mask
        = LandMask::fromBytes(QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!mask) {
        PARALLAX_FUZZ_CHECK(!mask.error().isEmpty());
        return 0;
    }
    (void)mask->pointCount();
    (void)mask->isLand({43.0, 10.0});
    (void)mask->isLand({0.0, 0.0});
    return 0;
}

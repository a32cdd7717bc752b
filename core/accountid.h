#pragma once

#include <QChar>

#include <cstdint>
#include <optional>

namespace parallax {

namespace detail {
inline char16_t codeUnit(QChar c)
{
    return c.unicode();
}
inline char16_t codeUnit(char c)
{
    return static_cast<unsigned char>(c);
}
} // namespace detail

// The N of an account id "PART/N" kept as a number (Account::setIdOf()):
// decimal digits as N is written back, with no sign and no leading zero,
// and at most nine, which an int32 always holds. Digits written any other
// way give nothing: such an id keeps its own string. `digits` is a view of
// UTF-16 (QStringView) or UTF-8 (QByteArrayView) code units.
template <typename Digits> std::optional<std::int32_t> idNumberOf(Digits digits)
{
    if (digits.isEmpty() || digits.size() > 9 || (digits.size() > 1 && digits.front() == '0'))
        return std::nullopt;
    std::int32_t n = 0;
    for (const auto c : digits) {
        const char16_t u = detail::codeUnit(c);
        if (u < u'0' || u > u'9')
            return std::nullopt;
        n = n * 10 + std::int32_t(u - u'0');
    }
    return n;
}

} // namespace parallax

#include "localizednames.h"

#include "stringblocks.h"

namespace parallax {

namespace {

void appendLength(QString &out, qsizetype size)
{
    const auto n = std::uint32_t(size);
    out += QChar(char16_t(n & 0xFFFF));
    out += QChar(char16_t(n >> 16));
}

void appendEntry(QString &out, QStringView language, QStringView name)
{
    appendLength(out, language.size());
    out += language;
    appendLength(out, name.size());
    out += name;
}

} // namespace

QStringView LocalizedNames::const_iterator::valueView() const
{
    const QChar *length = m_at + 2 + lengthAt(m_at);
    return QStringView(length + 2, lengthAt(length));
}

qsizetype LocalizedNames::size() const
{
    qsizetype n = 0;
    for (auto it = begin(); it != end(); ++it)
        ++n;
    return n;
}

LocalizedNames::const_iterator LocalizedNames::find(QStringView language) const
{
    for (auto it = begin(); it != end(); ++it)
        if (it.keyView() == language)
            return it;
    return end();
}

QStringList LocalizedNames::keys() const
{
    QStringList out;
    for (auto it = begin(); it != end(); ++it)
        out.append(it.key());
    return out;
}

QStringList LocalizedNames::values() const
{
    QStringList out;
    for (auto it = begin(); it != end(); ++it)
        out.append(it.value());
    return out;
}

void LocalizedNames::insert(QStringView language, QStringView name)
{
    QString out;
    out.reserve(m_packed.size() + language.size() + name.size() + 4);
    bool placed = false;
    for (auto it = begin(); it != end(); ++it) {
        const QStringView key = it.keyView();
        if (!placed && key.compare(language) >= 0) {
            appendEntry(out, language, name);
            placed = true;
            if (key == language)
                continue; // replaced
        }
        appendEntry(out, key, it.valueView());
    }
    if (!placed)
        appendEntry(out, language, name);
    m_packed = std::move(out);
}

qsizetype LocalizedNames::remove(QStringView language)
{
    if (find(language) == end())
        return 0;
    QString out;
    out.reserve(m_packed.size());
    for (auto it = begin(); it != end(); ++it)
        if (it.keyView() != language)
            appendEntry(out, it.keyView(), it.valueView());
    m_packed = std::move(out);
    return 1;
}

void LocalizedNames::shareIn(StringBlocks &blocks)
{
    m_packed = blocks.copy(m_packed);
}

void LocalizedNames::setIn(StringBlocks &blocks, std::initializer_list<std::pair<QStringView, QStringView>> entries)
{
    thread_local QString packed; // its room kept from event to event
    packed.resize(0);
    QStringView last;
    for (const auto &[language, name] : entries) {
        Q_ASSERT(last.isNull() || last.compare(language) < 0);
        last = language;
        appendEntry(packed, language, name);
    }
    m_packed = blocks.copy(packed);
}

} // namespace parallax

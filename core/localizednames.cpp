#include "localizednames.h"

namespace parallax {

qsizetype LocalizedNames::slotOf(const QString &language) const
{
    qsizetype at = 0;
    while (at < m_names.size() && m_names[at].first < language)
        ++at;
    return at;
}

LocalizedNames::const_iterator LocalizedNames::find(const QString &language) const
{
    const qsizetype at = slotOf(language);
    if (at < m_names.size() && m_names[at].first == language)
        return const_iterator(m_names.cbegin() + at);
    return end();
}

QStringList LocalizedNames::keys() const
{
    QStringList out;
    out.reserve(m_names.size());
    for (const Entry &e : m_names)
        out.append(e.first);
    return out;
}

QStringList LocalizedNames::values() const
{
    QStringList out;
    out.reserve(m_names.size());
    for (const Entry &e : m_names)
        out.append(e.second);
    return out;
}

void LocalizedNames::insert(const QString &language, const QString &name)
{
    (*this)[language] = name;
}

QString &LocalizedNames::operator[](const QString &language)
{
    const qsizetype at = slotOf(language);
    if (at == m_names.size() || m_names[at].first != language) {
        // Room for one more only: the list is made once and kept (a
        // growing list would round its block up for names never added).
        m_names.reserve(m_names.size() + 1);
        m_names.insert(at, Entry(language, QString()));
    }
    return m_names[at].second;
}

qsizetype LocalizedNames::remove(const QString &language)
{
    const qsizetype at = slotOf(language);
    if (at == m_names.size() || m_names[at].first != language)
        return 0;
    m_names.remove(at);
    return 1;
}

} // namespace parallax

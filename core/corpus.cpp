#include "corpus.h"

namespace parallax {

QString pickName(const LocalizedNames &names, const QString &language)
{
    if (auto it = names.find(language); it != names.end() && !it->isEmpty())
        return *it;
    if (auto it = names.find(QStringLiteral("en")); it != names.end() && !it->isEmpty())
        return *it;
    return names.isEmpty() ? QString() : names.first();
}

QString importanceName(Importance i)
{
    switch (i) {
    case Importance::Key:
        return QStringLiteral("key");
    case Importance::Major:
        return QStringLiteral("major");
    case Importance::Minor:
        break;
    }
    return QStringLiteral("minor");
}

bool importanceFromName(const QString &name, Importance *out)
{
    if (name == u"key")
        *out = Importance::Key;
    else if (name == u"major")
        *out = Importance::Major;
    else if (name == u"minor")
        *out = Importance::Minor;
    else
        return false;
    return true;
}

} // namespace parallax

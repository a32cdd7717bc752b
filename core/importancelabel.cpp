#include "importancelabel.h"

#include <QCoreApplication>

namespace parallax {

QString importanceLabel(Importance i)
{
    switch (i) {
    case Importance::Key:
        return QCoreApplication::translate("parallax::Importance", "Key");
    case Importance::Major:
        return QCoreApplication::translate("parallax::Importance", "Major");
    case Importance::Minor:
        break;
    }
    return QCoreApplication::translate("parallax::Importance", "Minor");
}

} // namespace parallax

#include "fonts.h"

#include <QStringList>

namespace parallax::ui {

QFont fontForLanguage(const QString &language, const QFont &base)
{
    QFont f = base;
    if (language.startsWith(u"zh")) {
        f.setFamilies(QStringList {QStringLiteral("WenQuanYi Micro Hei"), QStringLiteral("Noto Sans CJK SC"),
            QStringLiteral("Source Han Sans SC"), base.family()});
    }
    return f;
}

} // namespace parallax::ui

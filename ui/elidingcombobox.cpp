#include "elidingcombobox.h"

#include <ui/plaintooltip.h>

#include <QHelpEvent>
#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <QToolTip>

namespace parallax::ui {

QString ElidingComboBox::shownText() const
{
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    const QRect field = style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, this);
    const int room = field.width() - (opt.currentIcon.isNull() ? 0 : opt.iconSize.width() + 4) - 2;
    if (fontMetrics().horizontalAdvance(opt.currentText) <= room)
        return opt.currentText;
    // Cut after a whole word when one fits, else after what fits.
    const QString elided = fontMetrics().elidedText(opt.currentText, Qt::ElideRight, room);
    QString head = elided.chopped(1); // without the "…"
    const qsizetype space = head.lastIndexOf(u' ');
    if (space > head.size() / 2)
        head = head.left(space);
    while (head.endsWith(u' ') || head.endsWith(u',') || head.endsWith(u':'))
        head.chop(1);
    return head + QChar(0x2026);
}

void ElidingComboBox::paintEvent(QPaintEvent *)
{
    QStylePainter p(this);
    p.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    p.drawComplexControl(QStyle::CC_ComboBox, opt);
    if (!isEditable()) {
        opt.currentText = shownText();
        p.drawControl(QStyle::CE_ComboBoxLabel, opt);
    }
}

bool ElidingComboBox::event(QEvent *e)
{
    if (e->type() == QEvent::ToolTip && toolTip().isEmpty()) {
        auto *help = static_cast<QHelpEvent *>(e);
        if (shownText() != currentText())
            QToolTip::showText(help->globalPos(), plainToolTip(currentText()), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QComboBox::event(e);
}

} // namespace parallax::ui

#include "darkstyle.h"

#include <ui/palette.h>

#include <QApplication>
#include <QPainter>
#include <QProxyStyle>
#include <QStyleFactory>
#include <QStyleOption>

#include <algorithm>

namespace parallax::ui {

namespace {

// Check boxes (and those of item views) outlined in a light grey on a dark palette.
class OutlinedCheckBoxes final : public QProxyStyle
{
public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(
        PrimitiveElement element, const QStyleOption *option, QPainter *painter, const QWidget *widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        const bool dark = option->palette.color(QPalette::Base).lightnessF() < 0.5;
        if ((element != PE_IndicatorCheckBox && element != PE_IndicatorItemViewItemCheck) || !dark)
            return;
        const QRect box = option->rect.adjusted(1, 1, -2, -2);
        const int side = std::min(box.width(), box.height());
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setPen(QColor(0x9a, 0x9a, 0x9a));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRect(box.topLeft(), QSize(side, side)));
        painter->restore();
    }
};

} // namespace

void useDarkPalette()
{
    QApplication::setStyle(new OutlinedCheckBoxes(QStyleFactory::create(QApplication::style()->name())));
    QApplication::setPalette(darkPalette());
}

} // namespace parallax::ui

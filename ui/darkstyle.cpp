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

bool isDark(const QStyleOption *option)
{
    return option->palette.color(QPalette::Base).lightnessF() < 0.5;
}

// Focus that came from the keyboard (Fusion, like most styles, shows none
// after a click).
bool hasKeyboardFocus(const QStyleOption *option)
{
    return option->state.testFlag(QStyle::State_HasFocus) && option->state.testFlag(QStyle::State_KeyboardFocusChange);
}

// The dark palette's additions to the application's style: check boxes and
// radio buttons outlined in a light grey, and keyboard focus drawn in the highlight colour
// where Fusion's own mark, made for a light window, was barely seen on a dark
// one (a tab bar's current tab got a slightly lighter fill; a check box's
// label a dark blue frame).
class DarkStyle final : public QProxyStyle
{
public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(
        PrimitiveElement element, const QStyleOption *option, QPainter *painter, const QWidget *widget) const override
    {
        if (element == PE_FrameFocusRect && isDark(option)) {
            drawFocusFrame(painter, option->rect, option->palette, 1);
            return;
        }
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        if ((element == PE_IndicatorCheckBox || element == PE_IndicatorItemViewItemCheck) && isDark(option))
            outlineCheckBox(painter, option->rect);
        if (element == PE_IndicatorRadioButton && isDark(option))
            outlineRadioButton(painter, option->rect);
    }

    void drawControl(
        ControlElement element, const QStyleOption *option, QPainter *painter, const QWidget *widget) const override
    {
        QProxyStyle::drawControl(element, option, painter, widget);
        // The tab with the focus framed inside its edges, two pixels wide: a
        // dock's tab bar takes the arrow keys then.
        if (element == CE_TabBarTab && isDark(option) && hasKeyboardFocus(option))
            if (const auto *tab = qstyleoption_cast<const QStyleOptionTab *>(option);
                tab && tab->state.testFlag(State_Selected))
                drawFocusFrame(painter, option->rect.adjusted(2, 2, -2, -2), option->palette, 2);
    }

private:
    // A frame `width` pixels wide just inside `rect`.
    static void drawFocusFrame(QPainter *painter, const QRect &rect, const QPalette &palette, int width)
    {
        const QColor c = palette.color(QPalette::Highlight);
        painter->fillRect(QRect(rect.left(), rect.top(), rect.width(), width), c);
        painter->fillRect(QRect(rect.left(), rect.bottom() - width + 1, rect.width(), width), c);
        painter->fillRect(QRect(rect.left(), rect.top(), width, rect.height()), c);
        painter->fillRect(QRect(rect.right() - width + 1, rect.top(), width, rect.height()), c);
    }

    // Fusion draws an empty box's frame a little darker than the window.
    static void outlineCheckBox(QPainter *painter, const QRect &rect)
    {
        const QRect box = rect.adjusted(1, 1, -2, -2);
        const int side = std::min(box.width(), box.height());
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setPen(QColor(0x9a, 0x9a, 0x9a));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRect(box.topLeft(), QSize(side, side)));
        painter->restore();
    }

    // Likewise an empty radio button's ring (1.15:1 against the dialog: the
    // Add Source dialog's choices looked unchecked and absent alike).
    static void outlineRadioButton(QPainter *painter, const QRect &rect)
    {
        const int side = std::min(rect.width(), rect.height()) - 2;
        const QRectF ring(QPointF(rect.center()) - QPointF(side / 2.0 - 0.5, side / 2.0 - 0.5), QSizeF(side, side));
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(QPen(QColor(0x9a, 0x9a, 0x9a), 1));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(ring);
        painter->restore();
    }
};

} // namespace

void useDarkPalette()
{
    QApplication::setStyle(new DarkStyle(QStyleFactory::create(QApplication::style()->name())));
    QApplication::setPalette(darkPalette());
}

} // namespace parallax::ui

#include "focusframe.h"

#include <QAbstractScrollArea>
#include <QEvent>
#include <QPainter>

namespace parallax::ui {

namespace {

// A frame drawn over the scroll area's edge (over its viewport too: a frame
// of the area's own is hidden under a viewport that fills it, as the
// event's form does). It takes no clicks and no focus.
class FocusFrame final : public QWidget
{
public:
    explicit FocusFrame(QAbstractScrollArea *area)
        : QWidget(area)
        , m_area(area)
    {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setFocusPolicy(Qt::NoFocus);
        area->installEventFilter(this);
        follow();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *e) override
    {
        if (watched == m_area
            && (e->type() == QEvent::FocusIn || e->type() == QEvent::FocusOut || e->type() == QEvent::Resize))
            follow();
        return QWidget::eventFilter(watched, e);
    }

    void paintEvent(QPaintEvent *) override
    {
        // Two pixels wide, as the map's frame: a pane's edge, not a thin line among lines of text.
        QPainter p(this);
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }

private:
    // Over the whole area, above the viewport and the scroll bars, while the
    // area has the focus.
    void follow()
    {
        setGeometry(m_area->rect());
        setVisible(m_area->hasFocus());
        raise();
    }

    QAbstractScrollArea *m_area;
};

} // namespace

void showFocusFrame(QAbstractScrollArea *area)
{
    new FocusFrame(area);
}

} // namespace parallax::ui

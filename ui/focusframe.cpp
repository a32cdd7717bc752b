#include "focusframe.h"

#include <QAbstractScrollArea>
#include <QEvent>
#include <QPainter>
#include <QScrollBar>

#include <array>

namespace parallax::ui {

namespace {

constexpr int kWidth = 2; // as the map's frame: a pane's edge, not a thin line among lines of text

// One side of the frame: a strip in the highlight colour. It takes no
// clicks and no focus.
class FrameSide final : public QWidget
{
public:
    explicit FrameSide(QWidget *parent)
        : QWidget(parent)
    {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_OpaquePaintEvent);
        setFocusPolicy(Qt::NoFocus);
    }

protected:
    void paintEvent(QPaintEvent *) override { QPainter(this).fillRect(rect(), palette().color(QPalette::Highlight)); }
};

// Frames the area's edge while it has the focus, in four strips that lie
// outside its viewport: over the area's own frame, widened by a band where
// it is narrower than the strips. A widget over the viewport (the first version, one
// transparent widget over the whole area) made every scroll step repaint
// the whole viewport, since Qt moves the pixels of a widget only where no
// sibling lies over it.
class FocusFrame final : public QObject
{
public:
    explicit FocusFrame(QAbstractScrollArea *area)
        : QObject(area)
        , m_area(area)
    {
        for (FrameSide *&side : m_sides)
            side = new FrameSide(area);
        widenFrame();
        area->installEventFilter(this);
        // The area raises its scroll bars whenever it lays them out: the
        // frame goes back above them.
        for (QScrollBar *bar : {area->horizontalScrollBar(), area->verticalScrollBar()})
            if (QWidget *container = bar->parentWidget(); container && container != area)
                container->installEventFilter(this);
        follow();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *e) override
    {
        if (watched == m_area
            && (e->type() == QEvent::FocusIn || e->type() == QEvent::FocusOut || e->type() == QEvent::Resize))
            follow();
        else if (watched != m_area && e->type() == QEvent::ZOrderChange)
            for (FrameSide *side : m_sides)
                side->raise();
        return QObject::eventFilter(watched, e);
    }

private:
    // setViewportMargins() is for the area's own class; the band it leaves
    // between the frame and the viewport takes the viewport's colour, so
    // that only the focus shows it.
    struct Margins : QAbstractScrollArea
    {
        using QAbstractScrollArea::setViewportMargins;
        using QAbstractScrollArea::viewportMargins;
    };

    void widenFrame()
    {
        const int missing = std::max(0, kWidth - m_area->frameWidth());
        if (missing == 0)
            return;
        const QMargins margins = (m_area->*&Margins::viewportMargins)();
        const auto setMargins
            = static_cast<void (QAbstractScrollArea::*)(const QMargins &)>(&Margins::setViewportMargins);
        (m_area->*setMargins)(margins + QMargins(missing, missing, missing, missing));
        m_area->setBackgroundRole(m_area->viewport()->backgroundRole());
        m_area->setAutoFillBackground(true);
    }

    void follow()
    {
        const QRect r = m_area->rect();
        m_sides[0]->setGeometry(r.left(), r.top(), r.width(), kWidth);
        m_sides[1]->setGeometry(r.left(), r.bottom() - kWidth + 1, r.width(), kWidth);
        m_sides[2]->setGeometry(r.left(), r.top() + kWidth, kWidth, r.height() - 2 * kWidth);
        m_sides[3]->setGeometry(r.right() - kWidth + 1, r.top() + kWidth, kWidth, r.height() - 2 * kWidth);
        const bool shown = m_area->hasFocus();
        for (FrameSide *side : m_sides) {
            side->setVisible(shown);
            side->raise();
        }
    }

    QAbstractScrollArea *m_area;
    std::array<FrameSide *, 4> m_sides {};
};

} // namespace

void showFocusFrame(QAbstractScrollArea *area)
{
    new FocusFrame(area);
}

} // namespace parallax::ui

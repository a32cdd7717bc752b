// What a user walkthrough found (the ux-fixes branch): the map jumped to the
// whole route when a large corpus arrived after an early choice; a day's
// event zoomed the timeline down to hours; the Filters dock cut names short;
// the dark palette's keyboard focus on a tab bar was barely seen; Compare cut
// a card's line in half at the top.
#include "../qtprint.h"

#include <ui/darkstyle.h>

#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QPushButton>
#include <QStyle>
#include <QTabBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>
#include <memory>

using namespace parallax;
using namespace parallax::ui;

namespace {

// The dark palette and its style for one test, the application's own again after it.
class DarkPalette
{
public:
    DarkPalette() { useDarkPalette(); }
    ~DarkPalette()
    {
        QApplication::setStyle(m_style);
        QApplication::setPalette(m_palette);
    }
    Q_DISABLE_COPY_MOVE(DarkPalette)

private:
    QString m_style = QApplication::style()->name();
    QPalette m_palette = QApplication::palette();
};

// How many pixels of the widget change, by at least a third of the range in
// lightness, when the keyboard brings it focus: the focus as one sees it.
int pixelsFocusChanges(QWidget *w, QWidget *window)
{
    window->show();
    window->activateWindow();
    QApplication::setActiveWindow(window);
    QCoreApplication::processEvents();
    w->clearFocus();
    QCoreApplication::processEvents();
    const QImage before = w->grab().toImage();
    w->setFocus(Qt::TabFocusReason);
    window->setAttribute(Qt::WA_KeyboardFocusChange); // as Tab sets it (a key event, not setFocus())
    QCoreApplication::processEvents();
    EXPECT_TRUE(w->hasFocus()) << w->metaObject()->className();
    const QImage after = w->grab().toImage();
    int changed = 0;
    for (int y = 0; y < std::min(before.height(), after.height()); ++y)
        for (int x = 0; x < std::min(before.width(), after.width()); ++x)
            changed += std::abs(after.pixelColor(x, y).lightnessF() - before.pixelColor(x, y).lightnessF()) > 0.33;
    return changed;
}

} // namespace

// In the dark palette a tab bar with the keyboard's focus showed it in a
// faint change of fill (a dock's tabs: Compare, Parallel Reading, Events…); so may any
// focusable control. Each now changes clearly: at least a frame's worth of
// its pixels, in a contrast one sees.
TEST(UxFixes, KeyboardFocusIsClearInTheDark)
{
    const DarkPalette dark;
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *tabs = new QTabBar;
    tabs->addTab(QStringLiteral("Compare"));
    tabs->addTab(QStringLiteral("Parallel Reading"));
    tabs->addTab(QStringLiteral("Events"));
    tabs->setFocusPolicy(Qt::StrongFocus);
    auto *button = new QPushButton(QStringLiteral("Clear filters"));
    auto *check = new QCheckBox(QStringLiteral("Only events where sources disagree"));
    auto *combo = new QComboBox;
    combo->addItem(QStringLiteral("Where the timeline is"));
    auto *tool = new QToolButton;
    tool->setText(QStringLiteral("Play"));
    tool->setFocusPolicy(Qt::StrongFocus);
    for (QWidget *w : std::initializer_list<QWidget *> {tabs, button, check, combo, tool})
        layout->addWidget(w);
    window.resize(420, 260);
    for (QWidget *w : std::initializer_list<QWidget *> {tabs, button, check, combo, tool}) {
        const int changed = pixelsFocusChanges(w, &window);
        const QSize s = w->size();
        // A frame round the current tab's label (or the control) is about
        // its perimeter: half a perimeter of the smaller of the two at least.
        const int least = std::min(s.width(), 120) + std::min(s.height(), 20);
        EXPECT_GE(changed, least) << w->metaObject()->className();
    }
}

#pragma once

#include <QWidget>

#include <utility>
#include <vector>

class QHBoxLayout;
class QLabel;
class QScrollArea;

namespace parallax {
struct Account;
struct Event;
struct Source;
} // namespace parallax

namespace parallax::ui {

class CorpusModel;
class ConflictsModel;
class DisputeOverview;

// The selected event as each source tells it: one column per citing source
// with its claimed date, the quote in its context and the English gloss,
// under a one-line verdict from the conflict detector.
class ComparisonView final : public QWidget
{
    Q_OBJECT
public:
    explicit ComparisonView(CorpusModel *model, QWidget *parent = nullptr);

    // While nothing is selected, Compare lists the most disputed events of
    // `conflicts` instead of standing empty.
    void showDisputesFrom(ConflictsModel *conflicts);
    DisputeOverview *disputes() const { return m_disputes; }

    QString verdictText() const;
    // The line that names the sources silent on the event.
    QString silentText() const;
    int columnCount() const;
    // The plain text of column `i` (for tests and accessibility).
    QString columnText(int i) const;
    // Whether the first line of column `i`'s quoted passage is in sight
    // (Compare scrolls the cards to their passages; for tests).
    bool passageInSight(int i) const;
    // Whether the top of the cards' scroll area cuts a line of text in
    // half (for tests).
    bool cutsALineAtTheTop() const;
    // The sources' names kept in a band over the cards while their own
    // names are scrolled out of sight, each over its card; empty while the
    // band is hidden (for tests).
    QStringList pinnedNames() const;

    // The same whatever Compare shows: the window took the dock's new
    // hints on the first selection and gave it 40 px of the timeline's
    // lanes (its cards and lists scroll within these).
    QSize sizeHint() const override { return {480, 200}; }
    QSize minimumSizeHint() const override { return {80, 120}; }

protected:
    void resizeEvent(QResizeEvent *e) override;

private:
    void refresh();
    void setHeader(const QString &verdict, const QString &silent);
    QString silentLine(const Event &e) const;
    QString cardHtml(const Source &s, const Event &e) const;
    QString accountHtml(const Account &a, const Event &e, const QString &text, const QString &passageStyle) const;
    void queueScrollToPassages();
    void scrollToPassages();
    // The lines of text of every card, top and bottom in the cards' host.
    std::vector<std::pair<int, int>> cardLines() const;
    int wholeLineAt(int y, int lowest, int limit) const;
    int wholeLineAtOrAbove(int y, int lowest) const;
    // Whether a card's line is cut in half at `y` in the cards' host.
    bool cutsLineAt(int y) const;
    // The band of names over the cards: its height, and placing it.
    int namesBand() const;
    void placeNames();

    CorpusModel *m_model;
    QLabel *m_verdict; // the verdict, then the sources silent on the event
    QString m_verdictText;
    QString m_silentText;
    QWidget *m_columnsHost;
    QScrollArea *m_scroll;
    bool m_scrollQueued = false;
    DisputeOverview *m_disputes = nullptr;
    QHBoxLayout *m_columns;
    QWidget *m_names = nullptr; // the band of the sources' names
};

// A few sentences around [start, end) (UTF-16) of `text`; no more than
// `mostBefore` characters before it when that is not negative (cut where a
// clause or word begins).
std::pair<int, int> passageContext(const QString &text, int start, int end, int sentences = 2, int mostBefore = -1);

} // namespace parallax::ui

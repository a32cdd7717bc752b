#include "comparisonview.h"

#include <core/conflicts.h>
#include <core/textoffsets.h>
#include <ui/corpusmodel.h>
#include <ui/focusframe.h>
#include <ui/fonts.h>
#include <ui/language.h>
#include <ui/palette.h>
#include <ui/reading/disputeoverview.h>

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <memory>
#include <utility>

namespace parallax::ui {

namespace {

// A card of Compare: as tall as its text at its width, so that the claim,
// the passage, the gloss and the ⚠ note show whole; the cards scroll
// together in Compare's scroll area, never each on its own.
class Card final : public QTextBrowser
{
public:
    Card()
    {
        setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
        // Rich text sets 12 px above and below every paragraph: at 1280x720
        // a card's claim, passage and gloss stood a blank line apart, and the
        // cards' area (about 105 px) showed five lines.
        document()->setDefaultStyleSheet(QStringLiteral("p { margin-top: 0px; margin-bottom: 4px; }"));
    }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override
    {
        const std::unique_ptr<QTextDocument> doc(document()->clone());
        const int frame = 2 * frameWidth();
        doc->setTextWidth(std::max(1, w - frame));
        return int(std::ceil(doc->size().height())) + frame + 2;
    }
    QSize sizeHint() const override { return {minimumWidth(), heightForWidth(minimumWidth())}; }

    // Where the quoted passage (the one highlighted run) lies in the card,
    // in the card's coordinates; empty when the card has none. `firstLine`,
    // when given, is its first line's height (in the passage's own font and
    // line height, which the card's font does not tell).
    // Each line of text, top and bottom, in the card's coordinates.
    std::vector<std::pair<int, int>> lines() const
    {
        std::vector<std::pair<int, int>> out;
        QTextDocument *doc = document();
        const int offset = viewport()->mapTo(this, QPoint(0, 0)).y() - verticalScrollBar()->value();
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
            const QRectF block = doc->documentLayout()->blockBoundingRect(b);
            const QTextLayout *layout = b.layout();
            for (int i = 0; layout && i < layout->lineCount(); ++i) {
                const QTextLine line = layout->lineAt(i);
                const int top = offset + int(std::floor(block.top() + line.y()));
                out.emplace_back(top, offset + int(std::ceil(block.top() + line.y() + line.height())));
            }
        }
        return out;
    }

    QRect highlightRect(int *firstLine = nullptr) const
    {
        QTextDocument *doc = document();
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                const QTextFragment f = it.fragment();
                if (!f.isValid() || !f.charFormat().hasProperty(QTextFormat::BackgroundBrush))
                    continue;
                QTextCursor c(doc);
                c.setPosition(f.position());
                const QRect top = cursorRect(c);
                // A passage at the card's end ends past its last position
                // (Qt warned "Position … out of range" on the console).
                c.setPosition(std::min(f.position() + f.length(), doc->characterCount() - 1));
                const QRect bottom = cursorRect(c);
                const QPoint offset = viewport()->mapTo(this, QPoint(0, 0));
                if (firstLine)
                    *firstLine = std::max(top.height(), QFontMetrics(font()).lineSpacing());
                return QRect(QPoint(0, top.top()), QPoint(width() - 1, bottom.bottom())).translated(0, offset.y());
            }
        return {};
    }
};

// The sources' short names in a band over the cards, each over its card,
// while the cards are scrolled to their passages and their own names are out
// of sight (at 1280x720 every card began mid-text, and which source said what
// could not be told). Paints over the top of the scroll area: the scrolling
// keeps the passages below it.
class NamesBand final : public QWidget
{
public:
    explicit NamesBand(QWidget *parent)
        : QWidget(parent)
    {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        QFont bold = font();
        bold.setBold(true);
        setFont(bold);
    }

    int bandHeight() const { return fontMetrics().height() + 6; }
    void setNames(QList<std::pair<QRect, QString>> names)
    {
        m_names = std::move(names);
        update();
    }
    QStringList names() const
    {
        QStringList out;
        for (const auto &n : m_names)
            out << n.second;
        return out;
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.fillRect(rect(), palette().color(QPalette::Base));
        p.setPen(palette().color(QPalette::Mid));
        p.drawLine(0, height() - 1, width(), height() - 1);
        p.setPen(palette().color(QPalette::Text));
        for (const auto &[span, name] : m_names) {
            const QRect r(span.left(), 0, span.width(), height() - 1);
            p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, fontMetrics().elidedText(name, Qt::ElideRight, r.width()));
        }
    }

private:
    QList<std::pair<QRect, QString>> m_names;
};

Card *makeCard(const Source &s, const QString &html)
{
    auto *card = new Card;
    card->setObjectName(QStringLiteral("comparisonColumn"));
    card->setProperty("sourceName", shortSourceName(s));
    card->setOpenLinks(false);
    // Narrow enough for four cards side by side in the dock at 1280x720.
    card->setMinimumWidth(180);
    card->setToolTip(QStringLiteral("%1 · %2").arg(s.title, languageName(s.language)));
    card->setHtml(html);
    return card;
}

// Each card's share of the width, by how much it holds (a Chinese character
// counts twice, as wide as two Latin letters): the cards about as tall as
// each other, so that a long account needs less scrolling beside short ones
// (at 1280x720 a Danish card ran twice the lines of the Chinese ones beside
// it, all as narrow). Between 0.6 and 1.8 times the mean: no card is narrow.
QList<int> cardShares(const QList<Card *> &cards)
{
    QList<double> weights;
    double sum = 0;
    for (const Card *card : cards) {
        double w = 0;
        for (const QChar c : card->toPlainText())
            w += c.unicode() >= 0x2E80 ? 2 : 1;
        weights << std::max(1.0, w);
        sum += weights.back();
    }
    const double mean = sum / double(std::max<qsizetype>(1, weights.size()));
    QList<int> shares;
    for (const double w : weights)
        shares << int(std::lround(10 * std::clamp(w / mean, 0.6, 1.8)));
    return shares;
}

bool isClauseEnd(QChar c)
{
    return c == u'，' || c == u'；' || c == u'：' || c == u'、' || c == u',' || c == u';' || c == u':';
}

// At most this many characters of context before a quoted passage, so that
// the passage begins within the first lines of its card.
constexpr int kContextBefore = 70;

bool endsSentence(QChar c)
{
    return c == u'。' || c == u'！' || c == u'？' || c == u'.' || c == u'!' || c == u'?' || c == u'\n';
}

} // namespace

std::pair<int, int> passageContext(const QString &text, int start, int end, int sentences, int mostBefore)
{
    int a = start;
    for (int found = 0; a > 0; --a) {
        if (endsSentence(text[a - 1]) && ++found > sentences)
            break;
    }
    if (mostBefore >= 0) {
        // A Chinese character counts twice (it is set about twice as wide).
        auto widthOf = [](QChar c) { return c.unicode() >= 0x2E80 ? 2 : 1; };
        int from = start;
        for (int width = 0; from > a && width + widthOf(text[from - 1]) <= mostBefore; --from)
            width += widthOf(text[from - 1]);
        if (from > a) {
            // From the first clause or word that begins within the limit.
            int b = from;
            while (b < start && !(text[b - 1].isSpace() || isClauseEnd(text[b - 1])))
                ++b;
            a = b < start ? b : from;
        }
    }
    int b = end;
    for (int found = 0; b < text.size(); ++b) {
        if (endsSentence(text[b]) && ++found >= sentences) {
            ++b;
            break;
        }
    }
    return {a, std::min<int>(b, int(text.size()))};
}

ComparisonView::ComparisonView(CorpusModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("comparison"));
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_columnsHost = new QWidget;
    m_columns = new QHBoxLayout(m_columnsHost);
    m_columns->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setAccessibleName(tr("What each source says"));
    scroll->setWidget(m_columnsHost);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    scroll->setFrameShape(QFrame::NoFrame);
    showFocusFrame(scroll); // a Tab stop that showed nothing, light or dark (a walkthrough by helper-96)
    m_scroll = scroll;
    m_names = new NamesBand(scroll->viewport());
    m_names->hide();
    connect(scroll->verticalScrollBar(), &QScrollBar::valueChanged, this, &ComparisonView::placeNames);
    connect(scroll->horizontalScrollBar(), &QScrollBar::valueChanged, this, &ComparisonView::placeNames);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setSpacing(4);
    layout->addWidget(m_verdict);
    layout->addWidget(scroll, 1);
    connect(model, &CorpusModel::selectionChanged, this, &ComparisonView::refresh);
    connect(model, &CorpusModel::corpusChanged, this, &ComparisonView::refresh);
    // An edit to the selected event selects it again (CorpusModel::updateEvents);
    // the overview of disputes follows the conflicts table's rows.
    refresh();
}

void ComparisonView::showDisputesFrom(ConflictsModel *conflicts)
{
    m_disputes = new DisputeOverview(m_model, conflicts, this);
    static_cast<QVBoxLayout *>(layout())->addWidget(m_disputes, 1);
    refresh();
}

QString ComparisonView::verdictText() const
{
    return m_verdictText;
}

QString ComparisonView::silentText() const
{
    return m_silentText;
}

// The verdict in bold, the line naming the silent sources after it in the
// same paragraph: on a line of their own they took a third of the height
// the cards had at 1280x720, the verdict's last line mostly empty.
void ComparisonView::setHeader(const QString &verdict, const QString &silent)
{
    m_verdictText = verdict;
    m_silentText = silent;
    QString html = QStringLiteral("<b>%1</b>").arg(verdict.toHtmlEscaped());
    if (silent.isEmpty()) {
        m_verdict->setText(html);
        return;
    }
    // Set apart by three spaces; broken only between names ("Silent / on
    // this event" read badly across two lines at 1920x1080).
    QStringList names = silent.toHtmlEscaped().split(QStringLiteral("; "));
    for (QString &name : names)
        name.replace(u' ', QChar(0xA0));
    m_verdict->setText(html + QStringLiteral("&nbsp;&nbsp; ") + names.join(QStringLiteral("; ")));
}

// "Silent on this event: …", a few names and the count of the rest.
QString ComparisonView::silentLine(const Event &e) const
{
    const Corpus &c = m_model->corpus();
    QStringList citing, silent;
    for (const Account &a : e.accounts)
        if (!citing.contains(a.sourceId))
            citing << a.sourceId;
    for (const Source &s : c.sources)
        if (!citing.contains(s.id))
            silent << shortSourceName(s);
    // A few names, not a thousand: the line would push the accounts out of
    // the panel.
    constexpr qsizetype kNamed = 6;
    if (silent.isEmpty())
        return tr("Every source mentions this event.");
    if (silent.size() <= kNamed + 1)
        return tr("Silent on this event: %1").arg(silent.join(QStringLiteral("; ")));
    return tr("Silent on this event: %1 and %n other sources", nullptr, int(silent.size() - kNamed))
        .arg(silent.first(kNamed).join(QStringLiteral("; ")));
}

int ComparisonView::columnCount() const
{
    return m_columns->count();
}

QString ComparisonView::columnText(int i) const
{
    QLayoutItem *item = m_columns->itemAt(i);
    if (!item || !item->widget())
        return {};
    auto *browser = qobject_cast<QTextBrowser *>(item->widget());
    return browser ? browser->toPlainText() : QString();
}

void ComparisonView::refresh()
{
    while (QLayoutItem *item = m_columns->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const Event *shown = m_model->shownEvent();
    m_scroll->setVisible(shown || !m_disputes);
    if (m_disputes)
        m_disputes->setVisible(!shown);
    if (!shown) {
        setHeader(tr("Select an event to compare what each source says about it."), {});
        // The overview of disputes reads itself when the conflicts are
        // found again (and when it comes into sight): read here, on a
        // replaced corpus, it met the last corpus's conflicts (File ▸ New
        // crashed).
        return;
    }
    setHeader(verdict(m_model->corpus(), *shown), silentLine(*shown));
    QStringList citing;
    for (const Account &a : shown->accounts)
        if (!citing.contains(a.sourceId))
            citing << a.sourceId;
    QList<Card *> cards;
    for (const QString &sourceId : citing)
        if (const Source *s = m_model->source(sourceId))
            cards << makeCard(*s, cardHtml(*s, *shown));
    const QList<int> shares = cardShares(cards);
    for (qsizetype i = 0; i < cards.size(); ++i)
        m_columns->addWidget(cards[i], shares[i], Qt::AlignTop);
    m_scroll->verticalScrollBar()->setValue(0);
    placeNames();
    queueScrollToPassages();
}

// One rich-text card of what `s` says about `e`; every piece of corpus text
// is escaped first.
QString ComparisonView::cardHtml(const Source &s, const Event &e) const
{
    // The short name heads the card; the full title is its tooltip
    // (a second header line took a fifth of a card at 1280x720).
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(shortSourceName(s).toHtmlEscaped());
    // The source's own words in its language's font; the card's header,
    // dates and English glosses in the window's, as on every other card
    // (a Chinese source's header came in a CJK font's Latin letters).
    const QStringList families = fontForLanguage(s.language, font()).families();
    const QString passageStyle = families.isEmpty() || families == font().families()
        ? QString()
        : QStringLiteral("font-family:'%1';").arg(families.join(QStringLiteral("','")).toHtmlEscaped());
    const QString text = m_model->sourceText(s.id);
    bool first = true;
    for (const Account &a : e.accounts)
        if (a.sourceId == s.id) {
            // A source's second account begins under a rule.
            if (!std::exchange(first, false))
                html += QStringLiteral("<hr/>");
            html += accountHtml(a, e, text, passageStyle);
        }
    return html;
}

QString ComparisonView::accountHtml(const Account &a, const Event &e, const QString &text, const QString &style) const
{
    auto esc = [](const QString &t) { return t.toHtmlEscaped(); };
    const bool disagrees = a.claimedDate.isValid() && !effectiveSpan(a.claimedDate).overlaps(e.date.span());
    // The source's own words for the date, when the citation has them.
    const QString claim = !a.claimedDate.isValid() ? tr("Gives no date")
        : a.dateText().isEmpty()                   ? tr("Claims %1").arg(a.claimedDate.toDisplayString())
                                 : tr("Claims %1 — «%2»").arg(a.claimedDate.toDisplayString(), a.dateText());
    QString html = disagrees ? QStringLiteral("<p style='color:#c63b25'><b>%1</b></p>").arg(esc(claim))
                             : QStringLiteral("<p>%1</p>").arg(esc(claim));
    const int qs = int(utf16IndexFromCodePoint(text, a.start));
    const int qe = int(utf16IndexFromCodePoint(text, a.end));
    const auto [cs, ce] = passageContext(text, qs, qe, 1, kContextBefore);
    const CitedColours cited = citedColours(palette());
    html += QStringLiteral("<p style='line-height:135%;%7'>%6%1<span style='background:%4;color:%5'>%2</span>%3</p>")
                .arg(esc(text.mid(cs, qs - cs)), esc(text.mid(qs, qe - qs)), esc(text.mid(qe, ce - qe)),
                    cited.strong.name(), cited.text.name(),
                    cs > 0 && !endsSentence(text[cs - 1]) ? QStringLiteral("…") : QString(), style);
    html += QStringLiteral("<p><i>%1</i></p>").arg(esc(a.glossEn()));
    if (!a.noteEn().isEmpty())
        html += QStringLiteral("<p style='color:#c63b25'>⚠ %1</p>").arg(esc(a.noteEn()));
    return html;
}

// Once the cards have their heights: the cards scroll together as little as
// shows the first line of every card's passage, a line of context above the
// highest; the card headers stay in sight when all passages fit below them.
void ComparisonView::queueScrollToPassages()
{
    if (std::exchange(m_scrollQueued, true))
        return;
    QMetaObject::invokeMethod(this, &ComparisonView::scrollToPassages, Qt::QueuedConnection);
}

void ComparisonView::scrollToPassages()
{
    m_scrollQueued = false;
    if (m_columns->count() == 0)
        return;
    m_columnsHost->layout()->activate();
    QEvent relayout(QEvent::LayoutRequest); // the scroll bar's range for the cards' new heights
    QCoreApplication::sendEvent(m_scroll, &relayout);
    int top = -1;
    int lowestFirstLine = 0; // the bottom of the lowest passage's first line
    for (int i = 0; i < m_columns->count(); ++i) {
        auto *card = static_cast<Card *>(m_columns->itemAt(i)->widget());
        int firstLine = 0;
        const QRect r = card ? card->highlightRect(&firstLine) : QRect();
        if (r.isValid()) {
            const int y = card->mapTo(m_columnsHost, r.topLeft()).y();
            top = top < 0 ? y : std::min(top, y);
            lowestFirstLine = std::max(lowestFirstLine, y + firstLine);
        }
    }
    if (top < 0)
        return;
    // Scrolled at all, the band of names covers the top (namesBand()).
    const int band = namesBand();
    const int above = fontMetrics().lineSpacing() / 2 + band;
    const int showsAll = lowestFirstLine - m_scroll->viewport()->height();
    // Every passage's first line when they fit (the margin above the highest
    // given up for it), else the highest passage with half a line above.
    // The first line seen, under the band, is whole: when no such position
    // also shows every passage's first line, the highest passage is shown.
    const int limit = std::min(top, m_scroll->verticalScrollBar()->maximum() + band);
    const int highest = std::max(0, top - above);
    int want = showsAll <= top - band ? std::max(0, showsAll) : highest;
    int seen = wholeLineAt(want + band, std::max(0, showsAll) + band, limit);
    if (want > 0 && cutsLineAt(seen)) {
        want = highest;
        seen = wholeLineAt(want + band, band, limit);
    }
    if (want > 0)
        seen = wholeLineAtOrAbove(std::min(seen, m_scroll->verticalScrollBar()->maximum() + band), band);
    m_scroll->verticalScrollBar()->setValue(want > 0 && seen > band ? seen - band : 0);
    placeNames();
}

// The nearest place at or above `y` (and below `lowest`) that cuts no card's
// line; `lowest` when there is none. In a short dock (790 x 130-160 px) no
// whole line was near the passages, or the scroll bar's end fell inside one,
// and the first line seen under the names was cut in half.
int ComparisonView::wholeLineAtOrAbove(int y, int lowest) const
{
    const auto lines = cardLines();
    for (bool moved = true; moved && y > lowest;) {
        moved = false;
        for (const auto &[first, last] : lines)
            if (first < y && y < last) {
                y = first;
                moved = true;
            }
    }
    return std::max(y, lowest);
}

int ComparisonView::namesBand() const
{
    return static_cast<NamesBand *>(m_names)->bandHeight();
}

// The band shows while the cards are scrolled: their names are their first
// lines. Each name over its card's text, cut with … to the card's width.
void ComparisonView::placeNames()
{
    auto *band = static_cast<NamesBand *>(m_names);
    QWidget *viewport = m_scroll->viewport();
    if (m_scroll->verticalScrollBar()->value() <= 0 || m_columns->count() == 0) {
        band->hide();
        band->setNames({});
        return;
    }
    QList<std::pair<QRect, QString>> names;
    for (int i = 0; i < m_columns->count(); ++i)
        if (auto *card = static_cast<Card *>(m_columns->itemAt(i)->widget())) {
            const int margin = int(card->document()->documentMargin());
            const QPoint at = card->viewport()->mapTo(viewport, QPoint(margin, 0));
            const int width = card->viewport()->width() - 2 * margin;
            names.append({QRect(at.x(), 0, std::max(1, width), 1), card->property("sourceName").toString()});
        }
    band->setGeometry(0, 0, viewport->width(), band->bandHeight());
    band->setNames(names);
    band->show();
    band->raise();
}

QStringList ComparisonView::pinnedNames() const
{
    return !m_names->isHidden() ? static_cast<NamesBand *>(m_names)->names() : QStringList();
}

std::vector<std::pair<int, int>> ComparisonView::cardLines() const
{
    std::vector<std::pair<int, int>> out;
    for (int i = 0; i < m_columns->count(); ++i)
        if (auto *card = static_cast<Card *>(m_columns->itemAt(i)->widget()))
            for (auto [top, bottom] : card->lines()) {
                const int y = card->mapTo(m_columnsHost, QPoint(0, 0)).y();
                out.emplace_back(y + top, y + bottom);
            }
    return out;
}

// The scroll position near `y` at which no card's line is cut in half at
// the top: the next line boundary below (further down cuts no passage's first
// line while it stays at or above `limit`), else the one above, if it is
// within two lines and at or below `lowest` (above it, a passage's first
// line would leave the bottom); else `y` itself. The cards' lines lie at
// different heights side by side: each cut moves it on.
int ComparisonView::wholeLineAt(int y, int lowest, int limit) const
{
    const auto lines = cardLines();
    auto cut = [&](int at) {
        return std::find_if(lines.begin(), lines.end(), [at](const auto &l) { return l.first < at && at < l.second; });
    };
    int down = y;
    for (auto it = cut(down); it != lines.end() && down <= limit; it = cut(down))
        down = it->second;
    if (down <= limit && cut(down) == lines.end())
        return down;
    int up = y;
    for (auto it = cut(up); it != lines.end() && up > lowest; it = cut(up))
        up = it->first;
    const bool near = y - up <= 2 * fontMetrics().lineSpacing();
    return up >= lowest && near && cut(up) == lines.end() ? up : y;
}

bool ComparisonView::cutsALineAtTheTop() const
{
    const int value = m_scroll->verticalScrollBar()->value();
    return cutsLineAt(value + (value > 0 ? namesBand() : 0)); // the first line seen, under the band of names
}

bool ComparisonView::cutsLineAt(int at) const
{
    const auto lines = cardLines();
    return std::any_of(lines.begin(), lines.end(), [at](const auto &l) { return l.first < at && at < l.second; });
}

bool ComparisonView::passageInSight(int i) const
{
    QLayoutItem *item = m_columns->itemAt(i);
    auto *card = item ? static_cast<Card *>(item->widget()) : nullptr;
    if (!card)
        return false;
    int firstLine = 0;
    const QRect r = card->highlightRect(&firstLine);
    if (!r.isValid())
        return false;
    const QPoint at = card->mapTo(m_scroll->viewport(), r.topLeft());
    const int covered = !m_names->isHidden() ? m_names->height() : 0; // the band of names
    return at.y() >= covered && at.y() + firstLine <= m_scroll->viewport()->height();
}

void ComparisonView::resizeEvent(QResizeEvent *e)
{
    QWidget::resizeEvent(e);
    queueScrollToPassages();
    placeNames();
}

} // namespace parallax::ui

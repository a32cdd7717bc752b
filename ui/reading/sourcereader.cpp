#include "sourcereader.h"

#include <core/textoffsets.h>
#include <db/database.h>
#include <ui/backgroundwork.h>
#include <ui/corpusmodel.h>
#include <ui/elidingcombobox.h>
#include <ui/focusframe.h>
#include <ui/fonts.h>
#include <ui/language.h>
#include <ui/palette.h>

#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSet>
#include <QShortcut>
#include <QTextBlock>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>

namespace parallax::ui {

namespace {

// An edited event's citations taken out of the counts (as it was) or put
// in (as it is now): each source citing it counts it once, and its passages
// keep their order (text order, ties in event order). Notes the sources.
void countCitations(
    QHash<QString, SourceCitations> &citations, const Event &e, int event, bool add, QSet<QString> *sources)
{
    QSet<QString> citing;
    for (const Account &a : e.accounts)
        citing.insert(a.sourceId);
    for (const QString &id : std::as_const(citing)) {
        SourceCitations &c = citations[id];
        c.citedEvents += add ? 1 : -1;
        std::erase_if(c.passages, [event](const CitedPassage &p) { return p.event == event; });
        sources->insert(id);
    }
    if (!add)
        return;
    const auto before = [](const CitedPassage &x, const CitedPassage &y) {
        return std::tie(x.start, x.event) < std::tie(y.start, y.event);
    };
    for (const Account &a : e.accounts) {
        if (a.orphaned)
            continue; // its words are not in the text any more
        auto &passages = citations[a.sourceId].passages;
        const CitedPassage p {std::int32_t(a.start), std::int32_t(a.end), event};
        passages.insert(std::upper_bound(passages.begin(), passages.end(), p, before), p);
    }
}

} // namespace

namespace {
constexpr int kMeasure = 760; // px: a comfortable line length for reading

// QPlainTextEdit keeps its viewport margins protected; the reader needs them
// to centre a readable column.
class ReadingEdit final : public QPlainTextEdit
{
public:
    using QPlainTextEdit::QPlainTextEdit;
    using QPlainTextEdit::setViewportMargins;
};
} // namespace

SourceReader::SourceReader(CorpusModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("sourceReader"));
    m_picker = new ElidingComboBox(this);
    m_picker->setObjectName(QStringLiteral("sourcePicker"));
    m_picker->setAccessibleName(tr("Source"));
    m_picker->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_picker->setMinimumContentsLength(20);
    m_find = new QLineEdit(this);
    m_find->setObjectName(QStringLiteral("findInSource"));
    m_find->setPlaceholderText(tr("Find in text (Ctrl+F)"));
    m_find->setAccessibleName(tr("Find in source text"));
    m_find->setClearButtonEnabled(true);
    m_findStatus = new QLabel(this);
    m_text = new ReadingEdit(this);
    m_text->setObjectName(QStringLiteral("sourceText"));
    m_text->setAccessibleName(tr("Source text"));
    m_text->setReadOnly(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->viewport()->installEventFilter(this);
    m_text->viewport()->setMouseTracking(true);
    showFocusFrame(m_text);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 6, 6, 0);
    bar->addWidget(m_picker, 2);
    bar->addWidget(m_find, 1);
    bar->addWidget(m_findStatus);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_text, 1);

    auto *findShortcut
        = new QShortcut(QKeySequence::Find, this, this, &SourceReader::focusFind, Qt::WidgetWithChildrenShortcut);
    Q_UNUSED(findShortcut);
    connect(m_find, &QLineEdit::returnPressed, this, [this] { find(false); });
    connect(m_find, &QLineEdit::textChanged, this, [this] {
        m_findStatus->clear();
        refreshFind();
    });
    connect(m_text->verticalScrollBar(), &QScrollBar::valueChanged, this, &SourceReader::remarkIfScrolled);
    connect(m_picker, &QComboBox::activated, this, [this](int i) { showSource(m_picker->itemData(i).toString()); });
    connect(model, &CorpusModel::corpusChanged, this, &SourceReader::refreshPicker);
    // An edit to events that cite the source shown, or did, marks their
    // passages again (the text stays as it is).
    connect(model, &CorpusModel::eventsChanged, this, &SourceReader::takeEdit);
    connect(model, &CorpusModel::selectionChanged, this, &SourceReader::followSelection);
    refreshPicker();
}

void SourceReader::focusFind()
{
    m_find->setFocus();
    m_find->selectAll();
}

// The sources with the events each cites; a large corpus counts them on a
// worker thread (the picker and the marks follow when they are counted).
void SourceReader::refreshPicker()
{
    const Corpus &c = m_model->corpus();
    const int generation = ++m_generation;
    if (!worksInBackground(c)) {
        takeCitations(citationsBySource(c));
        return;
    }
    m_counting = true;
    runInBackground(
        this, [corpus = c] { return citationsBySource(corpus); },
        [this, generation](QHash<QString, SourceCitations> citations) {
            if (generation == m_generation)
                takeCitations(std::move(citations));
        });
}

void SourceReader::takeCitations(QHash<QString, SourceCitations> citations)
{
    m_citations = std::move(citations);
    m_counting = false;
    m_picker->clear();
    for (const Source &s : m_model->corpus().sources)
        m_picker->addItem(pickerText(s.id), s.id);
    // After an edit the source being read stays, where it was scrolled to
    // (its passages read again); another corpus starts at its first source.
    const QString current = m_sourceId;
    const int scrolled = m_text->verticalScrollBar()->value();
    m_sourceId.clear();
    if (m_model->source(current)) {
        showSource(current);
        m_text->verticalScrollBar()->setValue(scrolled);
        highlightShownEvent(); // marked again with the rest (an event chosen before the counts came)
    } else if (!m_model->corpus().sources.isEmpty()) {
        showSource(m_model->corpus().sources.first().id);
    } else {
        m_text->clear();
        m_shownText.clear();
        m_passages.clear();
        m_offsets = {};
        m_highlight = {-1, -1};
    }
}

QString SourceReader::pickerText(const QString &sourceId) const
{
    const Source *s = m_model->source(sourceId);
    if (!s)
        return sourceId;
    const int n = m_citations.value(sourceId).citedEvents;
    const QString language = languageName(s->language);
    // While a large database's events are still being read, no count yet
    // (not "0 cited events").
    if (m_model->isLoading() && m_model->corpus().events.isEmpty())
        return QStringLiteral("%1 — %2").arg(s->title, language);
    return n == 1 ? tr("%1 — %2, 1 cited event").arg(s->title, language)
                  : tr("%1 — %2, %3 cited events").arg(s->title, language).arg(n);
}

// Events changed in place: the picker's counts and the passages of the
// source shown follow those events; the text is not read again.
void SourceReader::takeEdit(const QList<int> &indexes)
{
    if (m_counting) {
        refreshPicker(); // the counts on their way are of the corpus before this edit
        return;
    }
    countCitedEdits();
    bool marked = false;
    for (int i : indexes)
        marked = markEdited(i) || marked;
    // The shown event's own passage goes with its citation (an undone Cite
    // left it highlighted until another event was chosen: a walkthrough by
    // helper-92), or moves with it.
    if (indexes.contains(m_model->shownSelection()))
        marked = rehighlightShown() || marked;
    if (!marked)
        return;
    m_longestPassage = 0;
    for (const Passage &p : std::as_const(m_passages))
        m_longestPassage = std::max(m_longestPassage, p.end - p.start);
    applyHighlights();
}

void SourceReader::countCitedEdits()
{
    QSet<QString> sources;
    for (const auto &[i, was] : m_model->replacedEvents()) {
        countCitations(m_citations, was, i, false, &sources);
        countCitations(m_citations, m_model->corpus().events[i], i, true, &sources);
    }
    for (const QString &id : std::as_const(sources))
        if (const int at = m_picker->findData(id); at >= 0 && m_picker->itemText(at) != pickerText(id))
            m_picker->setItemText(at, pickerText(id));
}

// The passages of one edited event in the source shown: its old ones go,
// its new ones come at their places. False when it has and had none.
bool SourceReader::markEdited(int event)
{
    const qsizetype before = m_passages.size();
    m_passages.removeIf([event](const Passage &p) { return p.event == event; });
    bool changed = m_passages.size() != before;
    for (const Account &a : m_model->corpus().events[event].accounts) {
        if (a.sourceId != m_sourceId || a.orphaned)
            continue;
        const Passage p {int(m_offsets.toUtf16(a.start)), int(m_offsets.toUtf16(a.end)), event};
        m_passages.insert(std::upper_bound(m_passages.begin(), m_passages.end(), p,
                              [](const Passage &x, const Passage &y) { return x.start < y.start; }),
            p);
        changed = true;
    }
    return changed;
}

// The text as the reader lays it out. A paragraph tens of thousands of
// characters long (a file with no line breaks) would make every layout and
// hit-test walk all of it, so such a paragraph is broken for display at a
// space every few thousand characters: a space becomes a line break, which
// keeps every position in the text where it was.
QString SourceReader::forDisplay(const QString &text)
{
    constexpr qsizetype kLongest = 4000;
    QString shown = text;
    qsizetype lineStart = 0, lastSpace = -1;
    for (qsizetype i = 0; i < shown.size(); ++i) {
        const QChar c = shown.at(i);
        if (c == u'\n') {
            lineStart = i + 1;
            lastSpace = -1;
        } else if (c == u' ') {
            lastSpace = i;
        }
        if (i - lineStart >= kLongest && lastSpace > lineStart) {
            shown[lastSpace] = u'\n';
            lineStart = lastSpace + 1;
            lastSpace = -1;
        }
    }
    return shown;
}

void SourceReader::showSource(const QString &sourceId)
{
    if (sourceId == m_sourceId)
        return;
    const Source *s = m_model->source(sourceId);
    if (!s)
        return;
    m_sourceId = sourceId;
    m_picker->setCurrentIndex(m_picker->findData(sourceId));
    QFont f = fontForLanguage(s->language, font());
    f.setPointSizeF(font().pointSizeF() * 1.15);
    m_text->setFont(f);
    // Plain text: markup in a source is shown as written. The same text
    // again (the corpus read after the window showed it) is not laid out
    // again: a text of megabytes takes a quarter of a second.
    const QString text = m_model->sourceText(sourceId);
    if (text != m_shownText || text.isEmpty()) {
        m_text->setPlainText(forDisplay(text));
        m_shownText = text;
        m_offsets = CodePointMap(text);
    }
    markPassages(sourceId);
}

// The source's cited passages, from the citations counted for the picker.
void SourceReader::markPassages(const QString &sourceId)
{
    m_passages.clear();
    m_longestPassage = 0;
    const auto found = m_citations.constFind(sourceId);
    if (found != m_citations.cend()) {
        m_passages.reserve(qsizetype(found->passages.size()));
        for (const CitedPassage &p : found->passages) {
            m_passages.append({int(m_offsets.toUtf16(p.start)), int(m_offsets.toUtf16(p.end)), p.event});
            m_longestPassage = std::max(m_longestPassage, m_passages.back().end - m_passages.back().start);
        }
    }
    // A passage past the end of a revised text reads as -1.
    const auto byStart = [](const Passage &a, const Passage &b) { return a.start < b.start; };
    if (!std::is_sorted(m_passages.begin(), m_passages.end(), byStart))
        std::stable_sort(m_passages.begin(), m_passages.end(), byStart);
    m_highlight = {-1, -1};
    refreshFind();
}

void SourceReader::showPassage(const QString &sourceId, qsizetype codePoint, const QString &words)
{
    showSource(sourceId);
    const Source *s = m_model->source(sourceId);
    if (!s || codePoint < 0)
        return;
    const int from = int(m_offsets.toUtf16(codePoint));
    const int to = words.isEmpty() ? from : int(m_offsets.toUtf16(codePoint + codePointCount(words)));
    QTextCursor c(m_text->document());
    c.setPosition(from);
    // The words found are selected, where the text there is the words
    // searched for as the search compares them (else only the place is
    // marked: folding can change a text's length).
    if (to > from && to <= m_text->document()->characterCount()) {
        QTextCursor found(m_text->document());
        found.setPosition(from);
        found.setPosition(to, QTextCursor::KeepAnchor);
        if (db::foldForSearch(found.selectedText()) == db::foldForSearch(words))
            c = found;
    }
    m_text->setTextCursor(c);
    m_text->centerCursor();
}

void SourceReader::followSelection()
{
    const Event *shown = m_model->shownEvent();
    if (!shown) {
        m_highlight = {-1, -1};
        applyHighlights();
        return;
    }
    const Event e = *shown; // a copy: showing the source below may read other events' words
    if (e.accounts.isEmpty())
        return;
    // Stay with the source being read if it cites the event; an orphaned
    // citation (its words not found in a replaced text) last, and not
    // highlighted: its old offsets fall on other words now.
    const auto rank = [this](const Account &a) { return (a.sourceId == m_sourceId ? 0 : 2) + (a.orphaned ? 1 : 0); };
    const Account *account = &*std::min_element(
        e.accounts.begin(), e.accounts.end(), [&](const Account &x, const Account &y) { return rank(x) < rank(y); });
    if (!m_model->source(account->sourceId))
        return;
    showSource(account->sourceId);
    if (account->orphaned) {
        m_highlight = {-1, -1};
        applyHighlights();
        return;
    }
    m_highlight = {int(m_offsets.toUtf16(account->start)), int(m_offsets.toUtf16(account->end))};
    applyHighlights();
    QTextCursor c(m_text->document());
    c.setPosition(std::min(m_highlight.second, m_text->document()->characterCount() - 1)); // a quote that ends the text
    m_text->setTextCursor(c);
    c.setPosition(m_highlight.first);
    m_text->setTextCursor(c);
    m_text->centerCursor();
}

// The shown event's passage in the source shown, as followSelection() chose
// it, found again after an edit without moving the reader; whether it changed.
bool SourceReader::rehighlightShown()
{
    std::pair<int, int> now {-1, -1};
    if (const Event *shown = m_model->shownEvent())
        for (const Account &a : shown->accounts)
            if (a.sourceId == m_sourceId && !a.orphaned) {
                now = {int(m_offsets.toUtf16(a.start)), int(m_offsets.toUtf16(a.end))};
                break;
            }
    if (now == m_highlight)
        return false;
    m_highlight = now;
    return true;
}

// The selected event's passage in the source shown, highlighted where it is
// (the view does not move).
void SourceReader::highlightShownEvent()
{
    const Event *e = m_model->shownEvent();
    if (!e)
        return;
    for (const Account &a : e->accounts)
        if (a.sourceId == m_sourceId && !a.orphaned) {
            m_highlight = {int(m_offsets.toUtf16(a.start)), int(m_offsets.toUtf16(a.end))};
            applyHighlights();
            return;
        }
}

void SourceReader::applyHighlights()
{
    QList<QTextEdit::ExtraSelection> selections;
    const CitedColours cited = citedColours(palette());
    // Only the passages in view (and a screen either side) are marked: a
    // source cited a hundred thousand times would otherwise carry as many
    // selections through every paint. Scrolling marks the next ones.
    const QRect view = m_text->viewport()->rect();
    const int from = m_text->cursorForPosition(QPoint(0, -view.height())).position();
    const int to = m_text->cursorForPosition(QPoint(view.width(), 2 * view.height())).position();
    auto first = std::lower_bound(m_passages.begin(), m_passages.end(), from - m_longestPassage,
        [](const Passage &p, int at) { return p.start < at; });
    m_marked = {from, to};
    // While another source's text comes in, the scroll bar's reset asks for
    // marks before its passages do: those of the text before lie past the
    // end of this one ("QTextCursor::setPosition: Position … out of range").
    const int last = m_text->document()->characterCount() - 1;
    for (auto it = first; it != m_passages.end() && it->start <= to; ++it) {
        const Passage &p = *it;
        if (p.end < from || p.end > last)
            continue;
        QTextEdit::ExtraSelection sel;
        sel.cursor = QTextCursor(m_text->document());
        sel.cursor.setPosition(p.start);
        sel.cursor.setPosition(p.end, QTextCursor::KeepAnchor);
        sel.format.setBackground(cited.quiet);
        sel.format.setUnderlineStyle(QTextCharFormat::DotLine);
        sel.format.setUnderlineColor(cited.underline);
        selections.append(sel);
    }
    if (m_highlight.first >= 0 && m_highlight.second <= last) {
        QTextEdit::ExtraSelection sel;
        sel.cursor = QTextCursor(m_text->document());
        sel.cursor.setPosition(m_highlight.first);
        sel.cursor.setPosition(m_highlight.second, QTextCursor::KeepAnchor);
        sel.format.setBackground(cited.strong);
        sel.format.setForeground(cited.text);
        selections.append(sel);
    }
    selections += m_findSelections;
    m_text->setExtraSelections(selections);
}

void SourceReader::refreshFind()
{
    m_findSelections.clear();
    const QString needle = m_find->text();
    if (!needle.isEmpty()) {
        QColor found(0xff, 0xd2, 0x4a);
        QTextCursor c(m_text->document());
        int n = 0;
        while (!(c = m_text->document()->find(needle, c)).isNull() && n < 2000) {
            QTextEdit::ExtraSelection sel;
            sel.cursor = c;
            sel.format.setBackground(found);
            sel.format.setForeground(Qt::black);
            m_findSelections.append(sel);
            ++n;
        }
        m_findStatus->setText(n == 0 ? tr("not found") : n == 1 ? tr("1 match") : tr("%1 matches").arg(n));
    }
    applyHighlights();
}

void SourceReader::remarkIfScrolled()
{
    const QRect view = m_text->viewport()->rect();
    const int top = m_text->cursorForPosition(QPoint(0, 0)).position();
    const int bottom = m_text->cursorForPosition(QPoint(view.width(), view.height())).position();
    if (top < m_marked.first || bottom > m_marked.second)
        applyHighlights();
}

void SourceReader::find(bool backwards)
{
    const QString needle = m_find->text();
    if (needle.isEmpty())
        return;
    auto flags = backwards ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    if (!m_text->find(needle, flags)) {
        // Wrap around.
        QTextCursor c(m_text->document());
        c.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
        m_text->setTextCursor(c);
        m_text->find(needle, flags);
    }
}

int SourceReader::eventAtPosition(int utf16) const
{
    // Passages start in order; one holding the position starts at most the
    // longest passage's length before it.
    auto it = std::upper_bound(
        m_passages.begin(), m_passages.end(), utf16, [](int at, const Passage &p) { return at < p.start; });
    while (it != m_passages.begin()) {
        --it;
        if (it->start < utf16 - m_longestPassage)
            break;
        if (utf16 >= it->start && utf16 < it->end)
            return it->event;
    }
    return -1;
}

bool SourceReader::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_text->viewport()) {
        if (event->type() == QEvent::MouseButtonRelease) {
            auto *me = static_cast<QMouseEvent *>(event);
            if (!m_text->textCursor().hasSelection() || m_text->textCursor().selectedText().isEmpty()) {
                const int at = eventAtPosition(m_text->cursorForPosition(me->position().toPoint()).position());
                if (at >= 0)
                    m_model->selectEvent(at);
            }
        } else if (event->type() == QEvent::MouseMove) {
            auto *me = static_cast<QMouseEvent *>(event);
            const bool over = eventAtPosition(m_text->cursorForPosition(me->position().toPoint()).position()) >= 0;
            m_text->viewport()->setCursor(over ? Qt::PointingHandCursor : Qt::IBeamCursor);
        }
    }
    return QWidget::eventFilter(watched, event);
}

void SourceReader::resizeEvent(QResizeEvent *e)
{
    QWidget::resizeEvent(e);
    // Keep a readable measure: centre a column no wider than kMeasure.
    const int spare = std::max(0, m_text->width() - kMeasure);
    static_cast<ReadingEdit *>(m_text)->setViewportMargins(spare / 2, 4, spare / 2, 4);
    remarkIfScrolled();
}

} // namespace parallax::ui

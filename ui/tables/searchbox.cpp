#include "searchbox.h"

#include <db/database.h>
#include <db/search.h>
#include <ui/backgroundwork.h>
#include <ui/corpusmodel.h>
#include <ui/fonts.h>
#include <ui/plaintooltip.h>

#include <sqlite3.h>

#include <QAbstractTextDocumentLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QTextDocument>
#include <QTimer>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QtConcurrent>

#include <cmath>
#include <utility>

namespace parallax::ui {

namespace {

constexpr int kHtmlRole = Qt::UserRole + 1;
constexpr int kEventRole = Qt::UserRole + 2;
constexpr int kSourceRole = Qt::UserRole + 3;
constexpr int kPositionRole = Qt::UserRole + 4;
constexpr int kShowAllRole = Qt::UserRole + 5;
constexpr int kShown = 12; // hits per group at first
constexpr int kCounted = 200; // hits per group read, to say how many there are
constexpr int kPopupHeight = 420; // the results popup at its tallest

// The first `keep` characters of a line of simple HTML (tags kept, an
// entity counted as one character) and "…" when there were more.
QString cutHtml(const QString &html, int keep)
{
    QString out;
    int seen = 0;
    for (qsizetype i = 0; i < html.size(); ++i) {
        const QChar c = html[i];
        if (c == u'<') {
            const qsizetype end = html.indexOf(u'>', i);
            out += html.mid(i, end < 0 ? html.size() - i : end - i + 1);
            i = end < 0 ? html.size() : end;
            continue;
        }
        if (seen == keep)
            return out + QChar(0x2026);
        if (c == u'&') {
            const qsizetype end = html.indexOf(u';', i);
            out += html.mid(i, end < 0 ? 1 : end - i + 1);
            i = end < 0 ? i : end;
        } else {
            out += c;
        }
        ++seen;
    }
    return out;
}

// Draws an item's rich-text title and snippet (built from escaped text with
// <b> marks) on two lines, each cut to the row's width with "…": every hit's
// row as high as every other (a snippet wrapped at a guessed width made some
// rows a line taller than what they showed).
class SnippetDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QString html = index.data(kHtmlRole).toString();
        if (html.isEmpty()) {
            QStyledItemDelegate::paint(p, option, index);
            return;
        }
        if (option.state & QStyle::State_Selected)
            html.replace(QStringLiteral("color:gray"), QStringLiteral("color:inherit")); // readable on the highlight
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        opt.text.clear();
        opt.widget->style()->drawControl(QStyle::CE_ItemViewItem, &opt, p, opt.widget);
        QAbstractTextDocumentLayout::PaintContext ctx;
        ctx.palette.setColor(QPalette::Text,
            opt.state & QStyle::State_Selected ? opt.palette.color(QPalette::HighlightedText)
                                               : opt.palette.color(QPalette::Text));
        const double width = opt.rect.width() - 6;
        const double line = lineHeight(opt.font);
        p->save();
        p->setClipRect(opt.rect);
        p->translate(opt.rect.topLeft() + QPoint(3, 3));
        for (const QString &part : html.split(QStringLiteral("<br>"))) {
            QTextDocument doc;
            fitLine(doc, opt.font, part, width);
            doc.documentLayout()->draw(p, ctx);
            p->translate(0, line);
        }
        p->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const QString html = index.data(kHtmlRole).toString();
        if (html.isEmpty())
            return QStyledItemDelegate::sizeHint(option, index);
        const int lines = int(html.count(QStringLiteral("<br>"))) + 1;
        return QSize(480, int(std::ceil(lines * lineHeight(option.font))) + 7); // a little air between hits
    }

private:
    // The height of a line of one document (Latin and Chinese alike).
    static double lineHeight(const QFont &font)
    {
        QTextDocument doc;
        doc.setDocumentMargin(0);
        doc.setDefaultFont(font);
        doc.setPlainText(QStringLiteral("Ag\u5DF4"));
        return doc.size().height();
    }

    // `doc` holds one line of `html` no wider than `width`, cut with "…".
    static void fitLine(QTextDocument &doc, const QFont &font, const QString &html, double width)
    {
        doc.setDocumentMargin(0);
        doc.setDefaultFont(font);
        QTextOption noWrap = doc.defaultTextOption();
        noWrap.setWrapMode(QTextOption::NoWrap);
        doc.setDefaultTextOption(noWrap);
        doc.setHtml(html);
        if (doc.idealWidth() <= width)
            return;
        // The most characters that fit, found by halves.
        int low = 0, high = int(doc.characterCount());
        while (low < high) {
            const int mid = (low + high + 1) / 2;
            doc.setHtml(cutHtml(html, mid));
            if (doc.idealWidth() <= width)
                low = mid;
            else
                high = mid - 1;
        }
        doc.setHtml(cutHtml(html, low));
    }
};

} // namespace

SearchBox::SearchBox(CorpusModel *model, QWidget *parent)
    : QLineEdit(parent)
    , m_model(model)
    , m_popup(new QTreeWidget(this))
    , m_debounce(new QTimer(this))
    , m_searching(new QFutureWatcher<Found>(this))
{
    setObjectName(QStringLiteral("searchBox"));
    setAccessibleName(tr("Search"));
    setPlaceholderText(tr("Search events, places, people, texts (Ctrl+K)"));
    setClearButtonEnabled(true);
    setMinimumWidth(320);
    setMaximumWidth(640);
    setFont(fontForLanguage(QStringLiteral("zh"), font()));
    // A window of its own, owned by the box; a tool-tip window never takes
    // the focus away from the field.
    m_popup->setWindowFlags(Qt::ToolTip | Qt::FramelessWindowHint);
    m_popup->setObjectName(QStringLiteral("searchResults"));
    m_popup->setHeaderHidden(true);
    m_popup->setRootIsDecorated(false);
    m_popup->setItemDelegate(new SnippetDelegate(m_popup));
    m_popup->setFont(fontForLanguage(QStringLiteral("zh"), font()));
    m_popup->setMinimumWidth(500);
    m_popup->setUniformRowHeights(false);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(120);
    connect(m_debounce, &QTimer::timeout, this, &SearchBox::runSearch);
    connect(this, &QLineEdit::textEdited, m_debounce, qOverload<>(&QTimer::start));
    connect(this, &QLineEdit::textEdited, this, [this] {
        m_showAll = false;
        m_chooseWhenFound = false; // typed on after Enter: the new text is only shown
    });
    connect(m_popup, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) { choose(item); });
    connect(m_searching, &QFutureWatcherBase::finished, this, &SearchBox::takeFound);
    setEnabled(false);
}

SearchBox::~SearchBox()
{
    stopSearching(true);
}

void SearchBox::setDatabase(const QString &path, const QByteArray &openedFile)
{
    auto db = openedFile.isEmpty() ? db::Database::open(path, db::Database::Access::ReadOnly)
                                   : db::Database::openAlongside(path, openedFile);
    if (!db) {
        setEnabled(false);
        setToolTip(plainToolTip(db.error()));
        return;
    }
    stopSearching(true);
    m_db = std::move(db).value();
    setEnabled(true);
    // Another database (File ▸ New, Open): the last one's words go with it.
    if (std::exchange(m_path, path) != path) {
        clear();
        m_popup->hide();
    }
}

// Tests: the results now, on this thread (a search still running for the
// text typed is stopped first).
void SearchBox::runNow()
{
    m_debounce->stop();
    stopSearching(true);
    if (!m_db || text().trimmed().isEmpty()) {
        m_popup->clear();
        m_popup->hide();
        return;
    }
    const auto results = db::search(*m_db, text(), kCounted);
    if (!results) {
        showWhyNothing(results.error());
        return;
    }
    showResults(results.value());
}

// The pause after typing: the search runs on a worker thread, one at a time
// on the box's connection; text typed meanwhile stops it and is searched next.
void SearchBox::runSearch()
{
    if (!m_db || text().trimmed().isEmpty()) {
        stopSearching(false);
        m_popup->clear();
        m_popup->hide();
        return;
    }
    if (m_running) {
        m_again = true;
        stop();
        return;
    }
    searchInBackground();
}

// Enter before the text's results are shown, and "show all": searched at
// once, on the worker thread like typing (a query of common trigrams at a
// million events takes seconds, which the window would be frozen for), the
// first hit chosen when the results come if asked.
void SearchBox::searchNow(bool chooseFirst)
{
    m_debounce->stop();
    // The text already being searched is not searched again (a second
    // Enter would throw away a query that may take seconds).
    if (!m_running || m_again || m_searchedText != text())
        runSearch();
    m_chooseWhenFound = chooseFirst && m_running && !text().trimmed().isEmpty();
}

void SearchBox::searchInBackground()
{
    const int generation = ++m_generation;
    m_again = false;
    m_running = true;
    m_searchedText = text();
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_searching->setFuture(
        QtConcurrent::run(backgroundPool(), [db = m_db, query = text(), generation, stop = m_stop]() -> Found {
            if (*stop) // taken over by a thread that waits for it: nothing to do
                return {generation, Result<db::SearchResults>::failure(QStringLiteral("stopped"))};
            yieldToTheWindow();
            sqlite3_progress_handler(
                db->handle(), 1000, +[](void *flag) { return static_cast<std::atomic<bool> *>(flag)->load() ? 1 : 0; },
                stop.get());
            Found found {generation, db::search(*db, query, kCounted)};
            sqlite3_progress_handler(db->handle(), 0, nullptr, nullptr);
            return found;
        }));
}

void SearchBox::takeFound()
{
    Found found = m_searching->future().takeResult();
    m_running = false;
    if (m_again) {
        runSearch();
        return;
    }
    const bool chooseFirst = std::exchange(m_chooseWhenFound, false);
    if (found.generation != m_generation)
        return; // stopped, or overtaken
    if (!hasFocus())
        return; // the user went elsewhere meanwhile: nothing pops up over it
    if (!found.results) {
        showWhyNothing(found.results.error());
        return;
    }
    showResults(found.results.value());
    if (chooseFirst)
        choose(m_popup->currentItem());
}

// Asks the search on the worker thread to end (it then ends within a few
// rows, or at once if it has not started).
void SearchBox::stop()
{
    if (m_stop)
        m_stop->store(true);
    if (m_db)
        sqlite3_interrupt(m_db->handle());
}

// The search on the worker thread stopped, its results not shown; waited
// for when this thread is to use the connection next.
void SearchBox::stopSearching(bool wait)
{
    m_again = false;
    m_chooseWhenFound = false;
    ++m_generation;
    if (!m_running)
        return;
    stop();
    if (wait)
        m_searching->waitForFinished();
}

// Why a search found nothing: a query over 1000 characters showed no popup
// and no message at all (a walkthrough by helper-96).
void SearchBox::showWhyNothing(const QString &why)
{
    m_popup->clear();
    auto *item = new QTreeWidgetItem(m_popup, {why});
    item->setFlags(Qt::ItemIsEnabled);
    item->setToolTip(0, why);
    placePopup();
}

void SearchBox::showResults(const db::SearchResults &found)
{
    m_popup->clear();
    const db::SearchResults *results = &found;
    const struct
    {
        QString title;
        const QList<db::SearchHit> *hits;
    } groups[] = {{tr("Events"), &results->events}, {tr("Places"), &results->places}, {tr("People"), &results->people},
        {tr("Passages"), &results->passages}};
    QTreeWidgetItem *firstHit = nullptr;
    for (const auto &g : groups) {
        if (g.hits->isEmpty())
            continue;
        const int found = int(g.hits->size());
        const int shown = m_showAll ? found : std::min(found, kShown);
        auto *header = new QTreeWidgetItem(m_popup, {groupHeader(g.title, shown, found)});
        QFont f = header->font(0);
        f.setBold(true);
        header->setFont(0, f);
        header->setFlags(Qt::ItemIsEnabled);
        header->setData(0, kShowAllRole, shown < found);
        for (const db::SearchHit &h : g.hits->mid(0, shown)) {
            auto *item = new QTreeWidgetItem(m_popup);
            // The date of the event a hit leads to, before its snippet.
            const int event
                = h.eventId.isEmpty() || h.kind == db::SearchHit::Kind::Place ? -1 : m_model->eventIndex(h.eventId);
            QString date = event >= 0 ? m_model->corpus().events[event].date.toDisplayString() : QString();
            // A date query's hit is its event's date: given once, marked
            // ("20 March 1815 · 20 March 1815").
            if (QString(h.snippet).remove(QChar(0x01)).remove(QChar(0x02)) == date)
                date.clear();
            QString title = h.title;
            QString snippet = db::snippetToHtml(h.snippet);
            if (const Place *place = h.kind == db::SearchHit::Kind::Place ? m_model->place(h.id) : nullptr) {
                // A place once, each of its names once: "Elba · 厄尔巴岛".
                QStringList names {pickName(place->names, m_model->displayLanguage())};
                for (const QString &n : place->names)
                    if (!n.isEmpty() && !names.contains(n))
                        names << n;
                title = names.join(QStringLiteral(" · "));
                // The one name that matched, not all of them again.
                QString matched = h.snippet;
                for (const QString &part : h.snippet.split(QStringLiteral(" · ")))
                    if (part.contains(QChar(0x01)) && part.contains(QChar(0x02)))
                        matched = part;
                snippet = tr("place · %1").arg(db::snippetToHtml(matched));
            }
            item->setData(0, kHtmlRole,
                QStringLiteral("%1<br><span style='color:gray'>%2%3</span>")
                    .arg(title.toHtmlEscaped(),
                        date.isEmpty() ? QString() : QStringLiteral("%1 · ").arg(date.toHtmlEscaped()), snippet));
            item->setData(0, kEventRole, h.eventId);
            if (h.kind == db::SearchHit::Kind::Passage) {
                item->setData(0, kSourceRole, h.id);
                item->setData(0, kPositionRole, qint64(h.position));
            }
            if (!firstHit)
                firstHit = item;
        }
    }
    if (!firstHit) {
        auto *none = new QTreeWidgetItem(m_popup, {tr("No matches for “%1”").arg(text())});
        none->setFlags(Qt::ItemIsEnabled);
    }
    m_popup->setCurrentItem(firstHit);
    placePopup();
    // From the first group's header (choosing the first hit scrolled it out
    // of sight; a walkthrough by helper-96).
    m_popup->scrollToTop();
}

// "Events (5)"; when more were found than are shown, "Events: 12 of 57 (show all)".
QString SearchBox::groupHeader(const QString &title, int shown, int found)
{
    if (shown == found)
        return found >= kCounted ? tr("%1: the first %2").arg(title).arg(found)
                                 : QStringLiteral("%1 (%2)").arg(title).arg(found);
    return found >= kCounted ? tr("%1: %2 of more than %3 (click to show %3)").arg(title).arg(shown).arg(found)
                             : tr("%1: %2 of %3 (click to show all)").arg(title).arg(shown).arg(found);
}

void SearchBox::placePopup()
{
    if (!isVisible())
        return;
    const QPoint at = mapToGlobal(QPoint(0, height()));
    const int width = std::clamp(this->width(), 520, 760);
    m_popup->resize(width, kPopupHeight);
    // As tall as the results, up to kPopupHeight: one passage found is one
    // row, not a box over half the window.
    m_popup->doItemsLayout();
    int bottom = 0;
    for (QTreeWidgetItemIterator it(m_popup); *it; ++it)
        if (!(*it)->isHidden())
            bottom = std::max(bottom, m_popup->visualItemRect(*it).bottom() + 1);
    const int frame = 2 * m_popup->frameWidth();
    m_popup->resize(width, bottom > 0 ? std::min(kPopupHeight, bottom + frame) : kPopupHeight);
    m_popup->move(at);
    m_popup->show();
}

void SearchBox::choose(QTreeWidgetItem *item)
{
    if (!item)
        return;
    if (item->data(0, kShowAllRole).toBool()) {
        m_showAll = true;
        searchNow(false);
        return;
    }
    const QString eventId = item->data(0, kEventRole).toString();
    const QString source = item->data(0, kSourceRole).toString();
    if (!eventId.isEmpty() || !source.isEmpty())
        stopSearching(false); // chosen by hand: a search Enter started chooses nothing when it ends
    if (!eventId.isEmpty())
        m_model->selectEventById(eventId);
    if (!source.isEmpty())
        emit passageChosen(source, item->data(0, kPositionRole).toLongLong(), db::textSearchedFor(text()));
    if (!eventId.isEmpty() || !source.isEmpty())
        m_popup->hide();
}

void SearchBox::keyPressEvent(QKeyEvent *e)
{
    if (m_popup->isVisible()) {
        QTreeWidgetItem *cur = m_popup->currentItem();
        switch (e->key()) {
        case Qt::Key_Down:
        case Qt::Key_Up: {
            QTreeWidgetItem *next = cur;
            do {
                next = e->key() == Qt::Key_Down ? m_popup->itemBelow(next ? next : m_popup->topLevelItem(0))
                                                : m_popup->itemAbove(next);
            } while (next && !(next->flags() & Qt::ItemIsSelectable));
            if (next)
                m_popup->setCurrentItem(next);
            return;
        }
        case Qt::Key_Escape:
            stopSearching(false);
            m_popup->hide();
            return;
        default:
            break;
        }
    }
    if (e->key() == Qt::Key_Escape) {
        stopSearching(false); // Enter's search, if any, chooses nothing
        emit left();
        return;
    }
    if (e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) {
        if (m_debounce->isActive() || m_running || !m_popup->isVisible())
            searchNow(true);
        else
            choose(m_popup->currentItem());
        return;
    }
    QLineEdit::keyPressEvent(e);
}

void SearchBox::focusOutEvent(QFocusEvent *e)
{
    QLineEdit::focusOutEvent(e);
    // Let a click on the results land before hiding them.
    QTimer::singleShot(150, m_popup, [this] {
        if (!hasFocus())
            m_popup->hide();
    });
}

} // namespace parallax::ui

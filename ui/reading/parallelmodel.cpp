#include "parallelmodel.h"

#include <core/alignment.h>
#include <core/conflicts.h>
#include <ui/corpusmodel.h>
#include <ui/plaintooltip.h>

#include <QBrush>

#include <algorithm>

namespace parallax::ui {

namespace {

using Told = ParallelModel::Told;

// A source's cited passages in the order the text tells them, one per event.
// The event's first account from the source (its row), or -1.
int firstAccount(const Event &e, const QString &sourceId)
{
    for (int a = 0; a < e.accounts.size(); ++a)
        if (e.accounts[a].sourceId == sourceId)
            return a;
    return -1;
}

QList<Told> toldBy(const Corpus &c, const QString &sourceId)
{
    QList<Told> out;
    for (int i = 0; i < c.events.size(); ++i)
        if (const int a = firstAccount(c.events[i], sourceId); a >= 0)
            out.append({c.events[i].accounts[a].start, i, a}); // one row per event and source
    std::stable_sort(out.begin(), out.end(), [](const Told &a, const Told &b) { return a.pos < b.pos; });
    return out;
}

// The event's title in the display's language (it was always English, in a
// Chinese window beside Chinese titles everywhere else) and its date.
QString cellHead(const Event &e, const Account &a, const QString &language)
{
    const QString date = a.claimedDate.isValid() ? a.claimedDate.toDisplayString() : ParallelModel::tr("no date");
    return QStringLiteral("%1 — %2").arg(pickName(e.titles, language), date);
}

// The head, then the quote.
QString cellText(const Event &e, const Account &a, const QString &language)
{
    return cellHead(e, a, language) + u'\n' + a.quote();
}

} // namespace

ParallelModel::ParallelModel(CorpusModel *model, QObject *parent)
    : QAbstractTableModel(parent)
    , m_model(model)
{
    // The rows point into the corpus: a new corpus empties them until the
    // sources are chosen again.
    connect(model, &CorpusModel::corpusChanged, this, &ParallelModel::clear);
    connect(model, &CorpusModel::displayLanguageChanged, this, [this] {
        if (rowCount() > 0 && columnCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole, Qt::ToolTipRole});
    });
}

void ParallelModel::clear()
{
    beginResetModel();
    m_sourceIds.clear();
    m_told.clear();
    m_rows.clear();
    m_events.clear();
    m_selected = -1;
    endResetModel();
}

ParallelModel::Alignment ParallelModel::align(const Corpus &c, const QStringList &sourceIds)
{
    Alignment a;
    a.sourceIds = sourceIds;
    std::vector<std::vector<std::uint32_t>> sequences;
    std::vector<std::vector<bool>> dated; // the alignment's anchors
    for (const QString &id : sourceIds) {
        a.told.append(toldBy(c, id));
        std::vector<std::uint32_t> seq;
        std::vector<bool> withDate;
        seq.reserve(std::size_t(a.told.back().size()));
        withDate.reserve(std::size_t(a.told.back().size()));
        for (const Told &t : a.told.back()) {
            seq.push_back(std::uint32_t(t.event));
            withDate.push_back(c.events[t.event].accounts[t.account].claimedDate.isValid());
        }
        sequences.push_back(std::move(seq));
        dated.push_back(std::move(withDate));
    }
    // An account without a date is told where the narrative needs it (in
    // passing, looking back): it joins its event's row, beside the other
    // sources' accounts of it, rather than pull the dated ones out of line
    // or stand on a row of its own.
    a.rows = alignManyOnAnchors(sequences, dated);
    a.events.assign(a.rows.size(), -1);
    for (std::size_t r = 0; r < a.rows.size(); ++r)
        for (int k = 0; k < int(a.told.size()) && a.events[r] < 0; ++k)
            if (const int at = a.rows[r][std::size_t(k)]; at >= 0)
                a.events[r] = a.told[k][at].event;
    return a;
}

void ParallelModel::setSources(const QStringList &sourceIds, const QStringList &headers, const QList<QFont> &fonts)
{
    take(align(m_model->corpus(), sourceIds), headers, fonts);
}

void ParallelModel::take(Alignment alignment, const QStringList &headers, const QList<QFont> &fonts)
{
    beginResetModel();
    m_sourceIds = std::move(alignment.sourceIds);
    m_headers = headers;
    m_fonts = fonts;
    m_told = std::move(alignment.told);
    m_rows = std::move(alignment.rows);
    m_events = std::move(alignment.events);
    endResetModel();
}

bool ParallelModel::takeEdit(const QList<std::pair<int, Event>> &replaced)
{
    const Corpus &c = m_model->corpus();
    QList<int> rows;
    for (const auto &[i, was] : replaced)
        for (int k = 0; k < sourceCount(); ++k) {
            const int before = firstAccount(was, m_sourceIds[k]);
            const int now = firstAccount(c.events[i], m_sourceIds[k]);
            if (before < 0 && now < 0)
                continue;
            if (before < 0 || now < 0 || was.accounts[before].start != c.events[i].accounts[now].start)
                return false; // the source tells another sequence of events
            if (was.accounts[before].claimedDate.isValid() != c.events[i].accounts[now].claimedDate.isValid())
                return false; // dated or undated now: it aligns otherwise
            const auto it
                = std::find_if(m_told[k].begin(), m_told[k].end(), [i = i](const Told &t) { return t.event == i; });
            if (it == m_told[k].end())
                return false;
            it->account = now;
            if (const int row = rowOf(i); row >= 0 && !rows.contains(row))
                rows << row;
        }
    for (int row : std::as_const(rows))
        emit dataChanged(index(row, 0), index(row, columnCount() - 1));
    return true;
}

int ParallelModel::eventAt(int row) const
{
    return row >= 0 && row < int(m_events.size()) ? m_events[std::size_t(row)] : -1;
}

int ParallelModel::rowOf(int event) const
{
    if (event < 0)
        return -1;
    const auto it = std::find(m_events.begin(), m_events.end(), event);
    return it == m_events.end() ? -1 : int(it - m_events.begin());
}

void ParallelModel::setSelected(int event, const QColor &mark)
{
    m_mark = mark;
    const int before = rowOf(m_selected);
    m_selected = event;
    for (const int row : {before, rowOf(event)})
        if (row >= 0)
            emit dataChanged(index(row, 0), index(row, columnCount() - 1), {Qt::BackgroundRole});
}

int ParallelModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ParallelModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : std::max(0, 2 * sourceCount() - 1);
}

QModelIndexList ParallelModel::match(
    const QModelIndex &start, int role, const QVariant &value, int hits, Qt::MatchFlags flags) const
{
    // Typing in the table looks for a row by how its text starts: the title
    // and date, which need no words. Read without them, a million rows'
    // words would be read one by one, and the window frozen meanwhile.
    if (role == Qt::DisplayRole && m_model->wordsLeftOut())
        role = HeadRole;
    return QAbstractTableModel::match(start, role, value, hits, flags);
}

QVariant ParallelModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == Qt::BackgroundRole) {
        if (m_selected < 0 || m_events[std::size_t(index.row())] != m_selected)
            return {};
        return QBrush(m_mark);
    }
    const auto &row = m_rows[std::size_t(index.row())];
    const int k = index.column() / 2;
    if (index.column() % 2 == 0) {
        const int at = row[std::size_t(k)];
        return at < 0 ? QVariant() : sourceCell(m_told[k][at], k, role);
    }
    // The gutter between sources k and k + 1.
    const int at = row[std::size_t(k)], next = row[std::size_t(k) + 1];
    if (at < 0 || next < 0)
        return {};
    return gutterCell(m_told[k][at], m_told[k + 1][next], role);
}

// The account a row names; none while an edit that removed it is aligned again.
const Account *ParallelModel::accountOf(const Told &told) const
{
    const auto &events = m_model->corpus().events;
    if (told.event < 0 || told.event >= events.size() || told.account >= events[told.event].accounts.size())
        return nullptr;
    return &events[told.event].accounts[told.account];
}

// The account with its words (CorpusModel::eventWithWords()).
const Account *ParallelModel::wordedAccountOf(const Told &told) const
{
    const Account *a = accountOf(told);
    if (!a || !a->wordsLeftOut)
        return a;
    // The event as read again: its accounts are stored, so each has its id.
    const Event *e = m_model->eventWithWords(told.event);
    const auto same = std::find_if(
        e->accounts.begin(), e->accounts.end(), [&](const Account &worded) { return worded.idIs(a->id()); });
    return same != e->accounts.end() ? &*same : a;
}

QVariant ParallelModel::sourceCell(const Told &told, int source, int role) const
{
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        const Account *a = wordedAccountOf(told);
        if (!a)
            return {};
        const QString text = cellText(m_model->corpus().events[told.event], *a, m_model->displayLanguage());
        return role == Qt::DisplayRole ? QVariant(text) : QVariant(plainToolTip(text));
    }
    const Account *a = accountOf(told);
    if (!a)
        return {};
    if (role == HeadRole)
        return cellHead(m_model->corpus().events[told.event], *a, m_model->displayLanguage());
    if (role == Qt::FontRole && source < m_fonts.size())
        return m_fonts[source];
    return {};
}

QVariant ParallelModel::gutterCell(const Told &left, const Told &right, int role) const
{
    const Account *a = accountOf(left), *b = accountOf(right);
    if (!a || !b)
        return {};
    const HistoricalDate &da = a->claimedDate;
    const HistoricalDate &db = b->claimedDate;
    const bool disagree = da.isValid() && db.isValid() && !effectiveSpan(da).overlaps(effectiveSpan(db));
    switch (role) {
    case Qt::DisplayRole:
        return disagree ? QStringLiteral("≠") : QStringLiteral("═");
    case Qt::ForegroundRole:
        return disagree ? QColor(0xc6, 0x3b, 0x25) : QColor(0x3c, 0x8d, 0x5a);
    case Qt::ToolTipRole:
        return disagree ? tr("The two sources date this event differently") : tr("Both sources tell this event");
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    default:
        return {};
    }
}

QVariant ParallelModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount()
        || section % 2 == 1)
        return {};
    return m_headers.value(section / 2);
}

} // namespace parallax::ui

#include "eventpicker.h"

#include <ui/corpusmodel.h>

#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

namespace parallax::ui {

namespace {
constexpr int kShown = 200;

bool matches(const Event &e, const QString &wanted)
{
    if (wanted.isEmpty() || e.id.contains(wanted, Qt::CaseInsensitive))
        return true;
    for (auto it = e.titles.begin(); it != e.titles.end(); ++it)
        if (it.valueView().contains(wanted, Qt::CaseInsensitive)) // read in place: no copy an event
            return true;
    return false;
}
} // namespace

EventPicker::EventPicker(const CorpusModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_search(new QLineEdit(this))
    , m_list(new QListWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_search->setPlaceholderText(tr("Type part of a title…"));
    m_search->setClearButtonEnabled(true);
    m_list->setMinimumHeight(120);
    layout->addWidget(m_search);
    layout->addWidget(m_list, 1);
    setFocusProxy(m_search);
    connect(m_search, &QLineEdit::textChanged, this, &EventPicker::fill);
    connect(m_list, &QListWidget::currentRowChanged, this, [this] { emit currentEventChanged(currentEvent()); });
    fill({});
}

void EventPicker::exclude(const QString &eventId)
{
    m_excluded = eventId;
    fill(m_search->text());
}

QString EventPicker::currentEvent() const
{
    return m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toString() : QString();
}

void EventPicker::setCurrentEvent(const QString &eventId)
{
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(Qt::UserRole).toString() == eventId) {
            m_list->setCurrentRow(i);
            m_list->scrollToItem(m_list->item(i));
            return;
        }
}

// The events whose title or id holds `text` (at most a few hundred, in time
// order); the chosen one stays chosen while it still matches.
void EventPicker::fill(const QString &text)
{
    const QString wanted = text.trimmed();
    const QString keep = currentEvent();
    const QSignalBlocker quiet(m_list);
    m_list->clear();
    for (const Event &e : m_model->corpus().events) {
        if (e.id == m_excluded || !matches(e, wanted))
            continue;
        auto *item = new QListWidgetItem(tr("%1 — %2").arg(pickName(e.titles, m_model->displayLanguage()),
                                             e.date.isValid() ? e.date.toDisplayString() : QString()),
            m_list);
        item->setData(Qt::UserRole, e.id);
        item->setToolTip(e.id);
        if (e.id == keep)
            m_list->setCurrentItem(item);
        if (m_list->count() >= kShown)
            break;
    }
    if (!m_list->currentItem() && m_list->count() > 0 && !wanted.isEmpty())
        m_list->setCurrentRow(0);
    if (currentEvent() != keep)
        emit currentEventChanged(currentEvent());
}

} // namespace parallax::ui

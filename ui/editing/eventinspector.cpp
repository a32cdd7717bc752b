#include "eventinspector.h"

#include "datefield.h"
#include "editcommands.h"
#include "editsession.h"

#include <db/sqliterepository.h>
#include <ui/corpusmodel.h>
#include <ui/language.h>

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextDocument>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace parallax::ui {

// A shown window is closed in QWidget's destructor, after this one has run:
// a field that loses its focus then must not reach what is already gone (its
// slots, its event filter). UBSan reported the call (an editingFinished).
EventInspector::~EventInspector()
{
    for (QObject *child : findChildren<QObject *>()) {
        child->removeEventFilter(this);
        QObject::disconnect(child, nullptr, this, nullptr);
    }
}

EventInspector::EventInspector(EditSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("eventInspector"));
    setAccessibleName(tr("Edit the selected event"));
    m_timer->setSingleShot(true);
    m_timer->setInterval(kCommitDelayMs);
    connect(m_timer, &QTimer::timeout, this, &EventInspector::flush);
    buildForm();
    CorpusModel *model = session->model();
    connect(model, &CorpusModel::selectionChanged, this, &EventInspector::refresh);
    connect(model, &CorpusModel::corpusChanged, this, &EventInspector::refresh);
    // An undo, a redo or a dialog's edit ends the burst being typed.
    connect(session->undoStack(), &QUndoStack::indexChanged, this, [this] {
        if (!m_flushing)
            ++m_burst;
    });
    refresh();
}

// Compact, for a low pane: the three titles on one row, the date's meaning on one
// line, three lines of summary, and one line for what was not saved.
void EventInspector::buildForm()
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(2);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setVerticalSpacing(3);
    m_title = new QLineEdit(this);
    m_title->setObjectName(QStringLiteral("inspectorTitle"));
    m_title->setPlaceholderText(languageName(QStringLiteral("en")));
    m_titleZh = new QLineEdit(this);
    m_titleZh->setObjectName(QStringLiteral("inspectorTitleZh"));
    m_titleZh->setPlaceholderText(languageName(QStringLiteral("zh")));
    m_titleZh->setAccessibleName(tr("Chinese title"));
    m_titleDa = new QLineEdit(this);
    m_titleDa->setObjectName(QStringLiteral("inspectorTitleDa"));
    m_titleDa->setPlaceholderText(languageName(QStringLiteral("da")));
    m_titleDa->setAccessibleName(tr("Danish title"));
    auto *titles = new QHBoxLayout;
    m_titles = titles;
    for (QLineEdit *title : {m_title, m_titleZh, m_titleDa}) {
        title->setToolTip(title->placeholderText()); // the language, once the field is filled
        titles->addWidget(title, 1);
    }
    fitTitles();
    m_date = new DateField(true, this);
    m_date->setObjectName(QStringLiteral("inspectorDate"));
    m_date->explanation()->setMinimumHeight(m_date->fontMetrics().lineSpacing());
    m_summary = new QPlainTextEdit(this);
    m_summary->setObjectName(QStringLiteral("inspectorSummary"));
    m_summary->setTabChangesFocus(true);
    m_summary->setFixedHeight(3 * m_summary->fontMetrics().lineSpacing() + 12);
    auto *titleLabel = new QLabel(tr("&Title:"), this);
    titleLabel->setBuddy(m_title);
    form->addRow(titleLabel, titles);
    form->addRow(tr("&Date:"), m_date);
    form->addRow(tr("Su&mmary:"), m_summary);
    layout->addLayout(form);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("inspectorStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    QPalette red = m_status->palette();
    red.setColor(QPalette::WindowText, refusalColour(red));
    m_status->setPalette(red);
    m_status->hide();
    layout->addWidget(m_status);
    m_heading = new QLabel(this);
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::PlainText);
    QPalette grey = m_heading->palette();
    grey.setColor(QPalette::WindowText, grey.color(QPalette::PlaceholderText));
    m_heading->setPalette(grey);
    layout->addWidget(m_heading);
    layout->addStretch(1);
    for (Field f : {Field::TitleEn, Field::TitleZh, Field::TitleDa, Field::Date}) {
        QLineEdit *edit = titleEdit(f);
        connectField(edit, f);
        // Enter writes a step of its own: a second date typed after it was
        // merged into the first, which then could not be undone to.
        connect(edit, &QLineEdit::editingFinished, this, [this] {
            flush();
            ++m_burst;
        });
        connect(edit, &QLineEdit::textEdited, this, [this, f] { typed(f); });
        if (f != Field::Date)
            connect(edit, &QLineEdit::textChanged, this, &EventInspector::fitTitles);
    }
    connectField(m_summary, Field::Summary);
    connect(m_summary, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_loading)
            typed(Field::Summary);
    });
}

// Focus in starts a burst; focus out writes it; Escape puts back what is
// stored.
void EventInspector::connectField(QWidget *widget, Field field)
{
    widget->setProperty("inspectorField", int(field));
    widget->installEventFilter(this);
}

bool EventInspector::eventFilter(QObject *watched, QEvent *event)
{
    const QVariant f = watched->property("inspectorField");
    if (!f.isValid())
        return QWidget::eventFilter(watched, event);
    const auto field = Field(f.toInt());
    switch (event->type()) {
    case QEvent::FocusIn:
        if (m_pending != field)
            ++m_burst;
        break;
    case QEvent::FocusOut:
        flush();
        break;
    case QEvent::KeyPress:
        if (static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape
            && (m_pending == field || fieldText(field).trimmed() != m_known.value(int(field)))) {
            m_pending.reset();
            m_timer->stop();
            setFieldText(field, m_known.value(int(field)));
            showProblem({});
            return true;
        }
        break;
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

void EventInspector::hideEvent(QHideEvent *event)
{
    flush();
    QWidget::hideEvent(event);
}

void EventInspector::setCommitDelay(int ms)
{
    m_timer->setInterval(ms);
}

void EventInspector::typed(Field field)
{
    if (m_loading || m_eventId.isEmpty())
        return;
    if (m_pending && *m_pending != field)
        flush();
    m_pending = field;
    // A date is written when the field is left or Enter pressed, never on a
    // pause: its beginnings ("1814", "1814-04") are valid, other dates.
    if (m_timer->interval() > 0 && field != Field::Date)
        m_timer->start();
    if (field == Field::Date && !m_date->problem().isEmpty())
        showProblem(tr("Not saved; the event keeps %1 (Escape puts it back).").arg(m_known.value(int(Field::Date))));
    else
        showProblem({});
}

// A title's language; empty for the other fields.
QString EventInspector::languageOf(Field field)
{
    switch (field) {
    case Field::TitleEn:
        return QStringLiteral("en");
    case Field::TitleZh:
        return QStringLiteral("zh");
    case Field::TitleDa:
        return QStringLiteral("da");
    case Field::Date:
    case Field::Summary:
        break;
    }
    return {};
}

// The line edit of a title, or the date's.
QLineEdit *EventInspector::titleEdit(Field field) const
{
    switch (field) {
    case Field::TitleEn:
        return m_title;
    case Field::TitleZh:
        return m_titleZh;
    case Field::TitleDa:
        return m_titleDa;
    case Field::Date:
    case Field::Summary:
        break;
    }
    return m_date->edit();
}

QString EventInspector::fieldKey(Field field)
{
    switch (field) {
    case Field::TitleEn:
    case Field::TitleZh:
    case Field::TitleDa:
        return QStringLiteral("title.") + languageOf(field);
    case Field::Date:
        return QStringLiteral("date");
    case Field::Summary:
        return QStringLiteral("summary");
    }
    return {};
}

QString EventInspector::valueOf(const Event &e, Field field)
{
    switch (field) {
    case Field::TitleEn:
    case Field::TitleZh:
    case Field::TitleDa:
        return e.titles.value(languageOf(field));
    case Field::Date:
        return e.date.isValid() ? e.date.toEdtf() : QString();
    case Field::Summary:
        return e.summaryEn();
    }
    return {};
}

// Puts `text` into the event's field; false when it is not a value the
// field can take, or changes nothing.
bool EventInspector::apply(Event &e, Field field, const QString &text)
{
    const QString before = valueOf(e, field);
    switch (field) {
    case Field::TitleEn:
    case Field::TitleZh:
    case Field::TitleDa: {
        const QString language = languageOf(field);
        if (text.trimmed().isEmpty())
            e.titles.remove(language);
        else
            e.titles.insert(language, text.trimmed());
        break;
    }
    case Field::Date: {
        auto d = HistoricalDate::parse(text.trimmed());
        if (!d)
            return false;
        e.date = d.value();
        break;
    }
    case Field::Summary:
        e.setSummaryEn(text);
        break;
    }
    return valueOf(e, field) != before;
}

QString EventInspector::fieldText(Field field) const
{
    return field == Field::Summary ? m_summary->toPlainText() : titleEdit(field)->text();
}

void EventInspector::setFieldText(Field field, const QString &text)
{
    const bool was = m_loading;
    m_loading = true;
    if (field == Field::Summary)
        m_summary->setPlainText(text);
    else
        titleEdit(field)->setText(text);
    m_loading = was;
}

QString EventInspector::stepName(Field field, const Event &before) const
{
    const QString title = pickName(before.titles, m_session->model()->displayLanguage());
    switch (field) {
    case Field::TitleEn:
    case Field::TitleZh:
    case Field::TitleDa:
        return tr("Typing in the title of “%1”").arg(title);
    case Field::Date:
        return tr("Typing in the date of “%1”").arg(title);
    case Field::Summary:
        return tr("Typing in the summary of “%1”").arg(title);
    }
    return {};
}

// One write of what was typed: an EditEventCommand whose key names the field
// and the burst, so that the writes of one burst merge into one undo step.
void EventInspector::flush()
{
    if (!m_pending || m_flushing)
        return;
    const Field field = *m_pending;
    m_pending.reset();
    m_timer->stop();
    db::Repository *repo = m_session->repository();
    auto before = repo && !m_eventId.isEmpty() ? repo->event(m_eventId) : Result<Event>::failure({});
    if (!before)
        return;
    Event after = before.value();
    if (!apply(after, field, fieldText(field)))
        return; // an invalid date stays on screen, red, and is not written
    if (std::all_of(after.titles.begin(), after.titles.end(), [](const QString &t) { return t.trimmed().isEmpty(); })) {
        showProblem(tr("Not saved: an event needs a title in at least one language."));
        return;
    }
    const QString known = m_known.value(int(field));
    m_known.insert(int(field), valueOf(after, field)); // the echo of this write leaves the field alone
    auto *command
        = new EditEventCommand(repo, before.value(), after, fieldKey(field) + u'#' + QString::number(m_burst));
    command->setText(stepName(field, before.value()));
    m_flushing = true;
    const Status s = m_session->push(command);
    m_flushing = false;
    if (!s) {
        m_known.insert(int(field), known);
        showProblem(tr("Not saved: %1").arg(s.error()));
    } else {
        forgetTyping(field);
    }
    refresh();
}

// What was typed is now an undo step of the application: the field's own
// history goes, so that Ctrl+Z in it undoes the step (it brought back text
// typed before, never stored, a date that does not exist among them).
void EventInspector::forgetTyping(Field field)
{
    if (field == Field::Summary) {
        m_summary->document()->clearUndoRedoStacks();
        return;
    }
    QLineEdit *edit = titleEdit(field);
    const int cursor = edit->cursorPosition();
    setFieldText(field, edit->text()); // QLineEdit::setText() clears its history
    edit->setCursorPosition(cursor);
}

void EventInspector::showProblem(const QString &problem)
{
    m_status->setText(problem);
    m_status->setVisible(!problem.isEmpty());
}

void EventInspector::setEditable(bool on)
{
    for (QWidget *w : {static_cast<QWidget *>(m_title), static_cast<QWidget *>(m_titleZh),
             static_cast<QWidget *>(m_titleDa), static_cast<QWidget *>(m_date), static_cast<QWidget *>(m_summary)})
        w->setEnabled(on);
}

QString EventInspector::selectedId() const
{
    const CorpusModel *model = m_session->model();
    const int i = model->selectedEvent();
    return i >= 0 && m_session->repository() ? model->corpus().events[i].id : QString();
}

// Follows the selection and the stored values. While a write of ours is
// committed the model passes through "nothing selected" (it is rebuilt and
// the event selected again): that is skipped, and a selection that stays
// empty clears the form only once the event loop is back, so that a field
// keeps its focus and its cursor.
void EventInspector::refresh()
{
    if (m_flushing)
        return;
    if (m_pending && selectedId() != m_eventId)
        flush(); // what was typed belongs to the event shown until now
    const QString id = selectedId();
    if (id.isEmpty()) {
        if (m_eventId.isEmpty())
            return clear();
        QTimer::singleShot(0, this, [this] {
            if (selectedId().isEmpty())
                clear();
        });
        return;
    }
    const CorpusModel *model = m_session->model();
    load(model->corpus().events[model->eventIndex(id)], id == m_eventId);
}

void EventInspector::clear()
{
    m_eventId.clear();
    m_known.clear();
    m_pending.reset();
    m_timer->stop();
    for (Field f : kFields)
        setFieldText(f, QString());
    m_date->edit()->setStyleSheet({}); // nothing to edit is no error
    m_date->explanation()->clear();
    m_heading->setText(tr("Select an event to edit its title, date and summary here."));
    showProblem({});
    setEditable(false);
}

// Shows the event's fields; for the event already shown, only the fields
// whose stored value changed by other means (undo, redo, a dialog).
void EventInspector::load(const Event &e, bool sameEvent)
{
    if (!sameEvent) {
        m_eventId = e.id;
        m_known.clear();
        m_pending.reset();
        m_timer->stop();
        ++m_burst;
        showProblem({});
        setEditable(true);
        m_heading->setText(tr("Saved as you type; each field's typing is one step of Edit ▸ Undo."));
    }
    for (Field f : kFields) {
        const QString v = valueOf(e, f);
        if (sameEvent && m_known.contains(int(f)) && m_known.value(int(f)) == v)
            continue;
        m_known.insert(int(f), v);
        if (m_pending == f) {
            m_pending.reset();
            m_timer->stop();
        }
        if (fieldText(f) != v)
            setFieldText(f, v);
        if (f == Field::Date)
            showProblem({});
    }
    // Another event's titles show their beginning, not their end ("s aboard
    // HMS Bellerophon" in a field narrower than the title).
    if (!sameEvent)
        for (QLineEdit *title : {m_title, m_titleZh, m_titleDa})
            if (!title->hasFocus())
                title->setCursorPosition(0);
}

// The three titles share the row by what they hold: an event named in
// English only had its title cut ("Merchants meet at Rave") beside two
// empty fields as wide. An empty field keeps room for its language's name.
void EventInspector::fitTitles()
{
    const QList<QLineEdit *> titles {m_title, m_titleZh, m_titleDa};
    for (int i = 0; i < titles.size(); ++i) {
        const QLineEdit *t = titles[i];
        const QString shown = t->text().isEmpty() ? t->placeholderText() : t->text();
        m_titles->setStretch(i, std::max(1, t->fontMetrics().horizontalAdvance(shown) + 16));
    }
}

} // namespace parallax::ui

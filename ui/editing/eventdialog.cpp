#include "eventdialog.h"

#include "datefield.h"

#include <core/importancelabel.h>
#include <ui/corpusmodel.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace parallax::ui {

namespace {

// Entries of a combo box: a name shown, an id kept, sorted by name.
template <typename T> void fillById(QComboBox *box, const QList<T> &items, const QString &language, const QString &none)
{
    QList<std::pair<QString, QString>> entries;
    for (const T &item : items)
        entries.append({pickName(item.names, language), item.id});
    std::sort(entries.begin(), entries.end(),
        [](const auto &a, const auto &b) { return QString::localeAwareCompare(a.first, b.first) < 0; });
    box->addItem(none, QString());
    for (const auto &[name, id] : entries)
        box->addItem(name.isEmpty() ? id : name, id);
}

void selectData(QComboBox *box, const QString &id)
{
    int at = box->findData(id);
    if (at < 0 && !id.isEmpty()) { // an id the corpus does not know: keep it
        box->addItem(id, id);
        at = box->count() - 1;
    }
    box->setCurrentIndex(std::max(0, at));
}

// The titles table as a form field: Tab goes from a language to its title,
// and from a title on to the next field (a table would wander through its
// cells).
class TitleTable final : public QTableWidget
{
public:
    using QTableWidget::QTableWidget;

protected:
    void closeEditor(QWidget *editor, QAbstractItemDelegate::EndEditHint hint) override
    {
        const bool forward = hint == QAbstractItemDelegate::EditNextItem && currentColumn() == 1;
        const bool back = hint == QAbstractItemDelegate::EditPreviousItem && currentColumn() == 0;
        QTableWidget::closeEditor(editor, forward || back ? QAbstractItemDelegate::NoHint : hint);
        if (forward)
            focusNextChild();
        else if (back)
            focusPreviousChild();
    }
};

bool isLanguageCode(const QString &code)
{
    static const QRegularExpression bcp47(QStringLiteral("^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$"));
    return bcp47.match(code).hasMatch();
}

} // namespace

EventDialog::EventDialog(const CorpusModel *model, const Event &event, QWidget *parent)
    : QDialog(parent)
    , m_model(model)
    , m_original(event)
{
    setObjectName(QStringLiteral("eventDialog"));
    setWindowTitle(event.id.isEmpty() ? tr("New Event") : tr("Edit Event"));
    auto *layout = new QVBoxLayout(this);
    auto *columns = new QHBoxLayout;
    auto *left = new QFormLayout;
    auto *titlesLabel = new QLabel(tr("&Titles:"), this);
    titlesLabel->setBuddy(createTitles());
    left->addRow(titlesLabel, m_titles->parentWidget());
    m_date = new DateField(true, this);
    left->addRow(tr("&Date:"), m_date);
    m_place = new QComboBox(this);
    m_era = new QComboBox(this);
    m_category = new QComboBox(this);
    m_category->setEditable(true);
    m_importance = new QComboBox(this);
    left->addRow(tr("&Place:"), m_place);
    left->addRow(tr("&Era:"), m_era);
    left->addRow(tr("C&ategory:"), m_category);
    left->addRow(tr("&Importance:"), m_importance);
    auto *right = new QFormLayout;
    right->addRow(tr("Peop&le:"), createPeople());
    m_summary = new QPlainTextEdit(this);
    m_summary->setTabChangesFocus(true);
    m_summary->setMinimumHeight(90);
    right->addRow(tr("&Summary:"), m_summary);
    columns->addLayout(left, 3);
    columns->addLayout(right, 2);
    layout->addLayout(columns, 1);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("eventDialogStatus"));
    layout->addWidget(m_status);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    fillChoices();
    load(event);
    connect(m_titles, &QTableWidget::itemChanged, this, &EventDialog::revalidate);
    connect(m_date, &DateField::changed, this, &EventDialog::revalidate);
    revalidate();
    resize(860, 520);
    // Where typing starts: the first title.
    m_titles->setFocus();
    m_titles->setCurrentCell(0, 1);
}

// The titles table, with buttons to add and remove a language; returns the
// table (its parent widget holds the buttons too).
QWidget *EventDialog::createTitles()
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    m_titles = new TitleTable(0, 2, box);
    m_titles->setObjectName(QStringLiteral("titleTable"));
    m_titles->setHorizontalHeaderLabels({tr("Language"), tr("Title")});
    m_titles->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_titles->horizontalHeader()->setStretchLastSection(true);
    m_titles->verticalHeader()->hide();
    m_titles->setTabKeyNavigation(false); // Tab goes on to the next field
    m_titles->setMinimumHeight(110);
    m_titles->setToolTip(tr("Language codes such as en, zh, da, fr; one title per language."));
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add &Language"), box);
    auto *remove = new QPushButton(tr("Remo&ve"), box);
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    v->addWidget(m_titles);
    v->addLayout(buttons);
    connect(add, &QPushButton::clicked, this, [this] {
        addTitleRow({}, {});
        m_titles->setCurrentCell(m_titles->rowCount() - 1, 0);
        m_titles->editItem(m_titles->item(m_titles->rowCount() - 1, 0));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_titles->currentRow() >= 0)
            m_titles->removeRow(m_titles->currentRow());
        revalidate();
    });
    return m_titles;
}

QWidget *EventDialog::createPeople()
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    m_peopleFilter = new QLineEdit(box);
    m_peopleFilter->setPlaceholderText(tr("Type to narrow the list…"));
    m_peopleFilter->setClearButtonEnabled(true);
    m_people = new QListWidget(box);
    m_people->setObjectName(QStringLiteral("peopleList"));
    m_people->setMinimumHeight(150);
    v->addWidget(m_peopleFilter);
    v->addWidget(m_people, 1);
    connect(m_peopleFilter, &QLineEdit::textChanged, this, [this](const QString &text) {
        for (int i = 0; i < m_people->count(); ++i)
            m_people->item(i)->setHidden(!m_people->item(i)->text().contains(text.trimmed(), Qt::CaseInsensitive));
    });
    return box;
}

void EventDialog::fillChoices()
{
    const Corpus &c = m_model->corpus();
    const QString language = m_model->displayLanguage();
    fillById(m_place, c.places, language, tr("(no place)"));
    fillById(m_era, c.eras, language, tr("(no era)"));
    QSet<QString> categories;
    for (const Event &e : c.events)
        if (!e.category.isEmpty())
            categories.insert(e.category);
    QStringList sorted(categories.begin(), categories.end());
    sorted.sort();
    m_category->addItem(QString(), QString());
    for (const QString &key : std::as_const(sorted))
        m_category->addItem(categoryName(key), key);
    for (Importance i : {Importance::Minor, Importance::Major, Importance::Key})
        m_importance->addItem(importanceLabel(i), int(i));
    QList<std::pair<QString, QString>> people;
    for (const Person &p : c.people)
        people.append({pickName(p.names, language), p.id});
    std::sort(people.begin(), people.end(),
        [](const auto &a, const auto &b) { return QString::localeAwareCompare(a.first, b.first) < 0; });
    for (const auto &[name, id] : std::as_const(people)) {
        auto *item = new QListWidgetItem(name.isEmpty() ? id : name, m_people);
        item->setData(Qt::UserRole, id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
}

void EventDialog::load(const Event &event)
{
    for (auto it = event.titles.begin(); it != event.titles.end(); ++it)
        addTitleRow(it.key(), it.value());
    if (event.titles.isEmpty())
        addTitleRow(QStringLiteral("en"), QString());
    m_date->setDate(event.date);
    selectData(m_place, event.placeId);
    selectData(m_era, event.eraId);
    const int category = m_category->findData(event.category.str());
    if (category >= 0)
        m_category->setCurrentIndex(category);
    else
        m_category->setEditText(event.category);
    m_importance->setCurrentIndex(m_importance->findData(int(event.importance)));
    for (const QString &id : event.personIds()) {
        bool found = false;
        for (int i = 0; i < m_people->count() && !found; ++i)
            if (m_people->item(i)->data(Qt::UserRole).toString() == id) {
                m_people->item(i)->setCheckState(Qt::Checked);
                found = true;
            }
        if (!found) { // someone the corpus does not list: kept
            auto *item = new QListWidgetItem(id, m_people);
            item->setData(Qt::UserRole, id);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Checked);
        }
    }
    m_summary->setPlainText(event.summaryEn());
}

void EventDialog::addTitleRow(const QString &language, const QString &title)
{
    const QSignalBlocker quiet(m_titles);
    const int row = m_titles->rowCount();
    m_titles->insertRow(row);
    m_titles->setItem(row, 0, new QTableWidgetItem(language));
    m_titles->setItem(row, 1, new QTableWidgetItem(title));
}

void EventDialog::setTitle(const QString &language, const QString &title)
{
    for (int r = 0; r < m_titles->rowCount(); ++r)
        if (m_titles->item(r, 0) && m_titles->item(r, 0)->text().trimmed() == language) {
            m_titles->item(r, 1)->setText(title);
            return;
        }
    addTitleRow(language, title);
    revalidate();
}

LocalizedNames EventDialog::titles() const
{
    LocalizedNames out;
    for (int r = 0; r < m_titles->rowCount(); ++r) {
        const QString language = m_titles->item(r, 0) ? m_titles->item(r, 0)->text().trimmed() : QString();
        const QString title = m_titles->item(r, 1) ? m_titles->item(r, 1)->text().trimmed() : QString();
        if (!language.isEmpty() && !title.isEmpty())
            out.insert(language, title);
    }
    return out;
}

QString EventDialog::titlesProblem() const
{
    QSet<QString> seen;
    for (int r = 0; r < m_titles->rowCount(); ++r) {
        const QString language = m_titles->item(r, 0) ? m_titles->item(r, 0)->text().trimmed() : QString();
        const QString title = m_titles->item(r, 1) ? m_titles->item(r, 1)->text().trimmed() : QString();
        if (language.isEmpty() && title.isEmpty())
            continue;
        if (language.isEmpty())
            return tr("The title “%1” needs a language code (such as en, zh or da).").arg(title);
        if (!isLanguageCode(language))
            return tr("“%1” is not a language code (such as en, zh, da or pt-BR).").arg(language);
        if (seen.contains(language))
            return tr("There are two titles in “%1”; keep one.").arg(language);
        seen.insert(language);
        if (title.isEmpty())
            return tr("The title in “%1” is empty; type it or remove the row.").arg(language);
    }
    if (seen.isEmpty())
        return tr("An event needs a title.");
    return {};
}

QString EventDialog::problem() const
{
    if (QString p = titlesProblem(); !p.isEmpty())
        return p;
    if (QString p = m_date->problem(); !p.isEmpty())
        return tr("Date: %1").arg(p);
    return {};
}

void EventDialog::revalidate()
{
    const QString p = problem();
    m_status->setText(p);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(p.isEmpty());
}

Event EventDialog::event() const
{
    Event e = m_original;
    e.titles = titles();
    e.date = m_date->date();
    e.placeId = m_place->currentData().toString();
    e.eraId = m_era->currentData().toString();
    const int category = m_category->findText(m_category->currentText());
    e.category = category >= 0 ? m_category->itemData(category).toString() : m_category->currentText().trimmed();
    e.importance = Importance(m_importance->currentData().toInt());
    e.setPersonIds({});
    for (int i = 0; i < m_people->count(); ++i)
        if (m_people->item(i)->checkState() == Qt::Checked)
            e.editPersonIds() << m_people->item(i)->data(Qt::UserRole).toString();
    e.setSummaryEn(m_summary->toPlainText().trimmed());
    return e;
}

} // namespace parallax::ui

#pragma once

#include <core/corpus.h>

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QTableWidget;

namespace parallax::ui {

class CorpusModel;
class DateField;

// Edit ▸ Edit Event… (and New Event…): an event's titles in any language (a
// table of language and title), its historical date (EDTF, checked as
// typed), place, era, category, importance, people (chosen among the
// corpus's) and summary. OK stays disabled while something is refused, and
// the status line says why. OK makes one undoable step.
class EventDialog final : public QDialog
{
    Q_OBJECT
public:
    // `event` with an empty id: a new event.
    EventDialog(const CorpusModel *model, const Event &event, QWidget *parent = nullptr);

    // The event as edited (its id and accounts as given).
    Event event() const;
    // Why the dialog cannot be accepted yet; empty when it can.
    QString problem() const;

    QTableWidget *titleTable() const { return m_titles; }
    DateField *dateField() const { return m_date; }
    QComboBox *placeBox() const { return m_place; }
    QComboBox *eraBox() const { return m_era; }
    QComboBox *categoryBox() const { return m_category; }
    QListWidget *peopleList() const { return m_people; }
    QPlainTextEdit *summaryEdit() const { return m_summary; }
    QLabel *statusLabel() const { return m_status; }
    // Sets the title in `language`, adding a row for it when needed.
    void setTitle(const QString &language, const QString &title);

private:
    QWidget *createTitles();
    QWidget *createPeople();
    void fillChoices();
    void load(const Event &event);
    void addTitleRow(const QString &language, const QString &title);
    LocalizedNames titles() const;
    QString titlesProblem() const;
    void revalidate();

    const CorpusModel *m_model;
    Event m_original;
    QTableWidget *m_titles = nullptr;
    DateField *m_date = nullptr;
    QComboBox *m_place = nullptr;
    QComboBox *m_era = nullptr;
    QComboBox *m_category = nullptr;
    QComboBox *m_importance = nullptr;
    QLineEdit *m_peopleFilter = nullptr;
    QListWidget *m_people = nullptr;
    QPlainTextEdit *m_summary = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace parallax::ui

#pragma once

#include <core/corpus.h>
#include <core/datephrase.h>

#include <QDialog>

#include <optional>

class QButtonGroup;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QVBoxLayout;

namespace parallax::ui {

class CorpusModel;
class DateField;
class DateWordsNote;

// "Cite for event…": the selected passage of a source becomes an account of
// an existing event (found by typing part of its title) or of a new one. The
// date words found in or just before the selection are proposed as the
// source's own wording, and what they say as the claimed date (a date field:
// EDTF or a date in words, checked as it is typed).
class CiteDialog final : public QDialog
{
    Q_OBJECT
public:
    // `start`/`end`: the selection in code points of the source's text.
    CiteDialog(
        const CorpusModel *model, const QString &sourceId, qsizetype start, qsizetype end, QWidget *parent = nullptr);

    // The account to add (id empty), and either an event id or a new event.
    Account account() const;
    QString eventId() const; // empty when a new event is to be created
    std::optional<Event> newEvent() const;

    // For tests and keyboard users.
    QLineEdit *eventSearch() const { return m_search; }
    QListWidget *eventList() const { return m_events; }
    DateField *claimedField() const { return m_claimed; }
    QLineEdit *claimedEdit() const;
    QLineEdit *dateWordsEdit() const { return m_dateWords; }
    QLineEdit *newTitleEdit() const { return m_newTitle; }
    DateField *newDateField() const { return m_newDate; }
    QLineEdit *newDateEdit() const;
    QRadioButton *newEventChoice() const { return m_newChoice; }
    QLineEdit *glossEdit() const { return m_gloss; }
    // Which words the proposed date was read from, and where.
    QLabel *dateFromLabel() const;
    // Says when the chosen existing event's date disagrees with the claimed date.
    QLabel *eventWarningLabel() const { return m_eventWarning; }
    // Whether the claimed date, typed by hand, contradicts the date words
    // (said in place of dateFromLabel's text, with clearWordsButton beside it).
    bool wordsContradictClaim() const;
    QPushButton *clearWordsButton() const;
    // Why the dialog cannot be accepted yet; empty when it can.
    QString problem() const;
    // The language code ("en", "zh", "da"...) of the new event's title: the
    // script's when it is Chinese, else the source's, else the words'.
    QString newTitleLanguage() const;

private:
    void addEventChoices(QVBoxLayout *layout);
    void connectInputs();
    QFormLayout *buildDateForm();
    void fillEvents(const QString &text);
    void proposeDate();
    bool proposeRelativeAfter(QStringView before, QStringView lead, const DatePhrase &phrase);
    void proposeEvent();
    QString plausibleEvent() const;
    bool showEvent(const QString &id);
    void warnOfDisagreement();
    enum class Where : std::uint8_t { Selection, JustBefore, SentenceBefore, Typed };
    bool proposeWithNearbyYear(QStringView before, DatePhraseOptions options);
    std::optional<DatePoint> nearestCitedDate() const;
    void describeProposal(const QString &words, const DatePhrase &phrase, Where where);
    void setProposal(const QString &words, const DatePhrase &phrase);
    QString newDateProblem() const;
    void rereadDateWords(const QString &words);
    QStringView contextBefore() const;
    DatePhraseOptions phraseOptions() const;
    void revalidate();

    const CorpusModel *m_model;
    QString m_sourceId;
    QString m_quote;
    QString m_sourceText; // the cited source's text, read once: the date proposal reads before the selection
    qsizetype m_start, m_end;
    QLineEdit *m_search;
    QListWidget *m_events;
    QRadioButton *m_existingChoice;
    QRadioButton *m_newChoice;
    QButtonGroup *m_choices;
    QLineEdit *m_newTitle;
    DateField *m_newDate;
    DateField *m_claimed;
    QLineEdit *m_dateWords;
    DateWordsNote *m_dateNote; // which words were read, or that they contradict a claimed date typed
    QLabel *m_eventWarning;
    QLineEdit *m_gloss;
    QLineEdit *m_note;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
};

} // namespace parallax::ui

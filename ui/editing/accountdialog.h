#pragma once

#include <core/datephrase.h>
#include <db/repository.h>

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace parallax::ui {

class CorpusModel;
class DateField;
class DateWordsNote;
class EventPicker;

// Edit ▸ Edit Account…: what one source says about an event: the date it
// claims (EDTF, checked as typed), its own words for that date, an English
// gloss and a note; and the event it belongs to, which can be changed by
// picking another (search as you type). OK makes one undoable step. Under
// the date words, as in the cite dialog, a warning when a claimed date typed
// by hand contradicts them, with a button that clears them.
class AccountDialog final : public QDialog
{
    Q_OBJECT
public:
    AccountDialog(const CorpusModel *model, const db::AccountRecord &record, QWidget *parent = nullptr);

    db::AccountRecord record() const; // as edited
    QString problem() const;

    DateField *claimedField() const { return m_claimed; }
    QLineEdit *dateWordsEdit() const { return m_dateWords; }
    // Empty, or the warning that the date words contradict the claimed date.
    QLabel *dateWordsNote() const;
    // Whether the claimed date, typed by hand (or left as it was while the
    // words were rewritten), contradicts the date words.
    bool wordsContradictClaim() const;
    QPushButton *clearWordsButton() const;
    QLineEdit *glossEdit() const { return m_gloss; }
    QLineEdit *noteEdit() const { return m_note; }
    QCheckBox *moveChoice() const { return m_move; }
    EventPicker *eventPicker() const { return m_picker; }

private:
    QFormLayout *buildForm(const Account &a);
    void readDateWords();
    Result<DatePhrase> readWords(const QString &words) const;
    void revalidate();

    const CorpusModel *m_model;
    db::AccountRecord m_original;
    DateField *m_claimed;
    QLineEdit *m_dateWords;
    DateWordsNote *m_dateNote;
    QString m_dateContext; // the source's text before the passage, that its date words are read with
    QString m_sourceLanguage;
    DatePhraseOptions m_dateOptions;
    HistoricalDate m_eventDate;
    QLineEdit *m_gloss;
    QLineEdit *m_note;
    QCheckBox *m_move;
    EventPicker *m_picker;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
};

} // namespace parallax::ui

#pragma once

#include <db/repository.h>

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace parallax::ui {

class CorpusModel;
class DateField;
class EventPicker;

// Edit ▸ Edit Account…: what one source says about an event: the date it
// claims (EDTF, checked as typed), its own words for that date, an English
// gloss and a note; and the event it belongs to, which can be changed by
// picking another (search as you type). OK makes one undoable step.
class AccountDialog final : public QDialog
{
    Q_OBJECT
public:
    AccountDialog(const CorpusModel *model, const db::AccountRecord &record, QWidget *parent = nullptr);

    db::AccountRecord record() const; // as edited
    QString problem() const;

    DateField *claimedField() const { return m_claimed; }
    QLineEdit *dateWordsEdit() const { return m_dateWords; }
    QLineEdit *glossEdit() const { return m_gloss; }
    QLineEdit *noteEdit() const { return m_note; }
    QCheckBox *moveChoice() const { return m_move; }
    EventPicker *eventPicker() const { return m_picker; }

private:
    void revalidate();

    const CorpusModel *m_model;
    db::AccountRecord m_original;
    DateField *m_claimed;
    QLineEdit *m_dateWords;
    QLineEdit *m_gloss;
    QLineEdit *m_note;
    QCheckBox *m_move;
    EventPicker *m_picker;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
};

} // namespace parallax::ui

#pragma once

#include <core/datephrase.h>
#include <core/historicaldate.h>

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace parallax {
struct Source;
}

namespace parallax::ui {

class DateField;

// The line under a form's date words (the cite dialog's, the account
// dialog's): a note on the words (which were read, and where), or, once a
// claimed date typed by hand contradicts what they say, a warning and a
// Clear Words button. A warning, not a refusal: the user may know better.
class DateWordsNote final : public QWidget
{
    Q_OBJECT
public:
    // `words` and `claimed` are the form's fields; typing in `claimed` marks
    // the claimed date as typed by hand.
    DateWordsNote(QLineEdit *words, DateField *claimed, QWidget *parent);

    // What the line says while the words do not contradict the claimed date.
    void setNote(const QString &text);
    // What the words say, as last read (invalid: nothing).
    void setWordsDate(const HistoricalDate &date);
    // The words are empty: said once the claimed date was typed.
    void setNoWords();
    // The words were read and give no date: `why`.
    void setUnreadable(const QString &why);

    bool claimTyped() const { return m_claimTyped; }
    void setClaimTyped(bool typed);
    // Whether the claimed date, typed by hand, and the words share no moment.
    bool contradicts() const;

    QLabel *label() const { return m_label; }
    QPushButton *clearButton() const { return m_clear; }

private:
    void refresh();
    void clearWords();

    QLineEdit *m_words;
    DateField *m_claimed;
    QLabel *m_label;
    QPushButton *m_clear;
    QString m_note; // said when the words do not contradict the claimed date
    HistoricalDate m_wordsDate;
    bool m_claimTyped = false;
};

// The text before code point `start` of a source's text that its date
// words are read with: the preceding pages, from the start of a line.
QStringView dateContextBefore(const QString &sourceText, qsizetype start);
// The source's language, for reading its date words.
DatePhraseOptions datePhraseOptions(const Source *source);

} // namespace parallax::ui

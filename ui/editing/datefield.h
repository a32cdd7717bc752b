#pragma once

#include <core/historicaldate.h>

#include <QWidget>

class QLabel;
class QLineEdit;

namespace parallax::ui {

// A date typed in a line edit and checked as it is typed: EDTF (the core
// parser), or a date in words ("22 June 1815", "den 22. juni 1815",
// "1815年6月22日", the date phrases' reader), stored as EDTF. Under it, what
// the date means in words when it is valid, or why it is refused (the field
// turns red, once something was typed).
class DateField final : public QWidget
{
    Q_OBJECT
public:
    explicit DateField(bool required, QWidget *parent = nullptr);

    void setDate(const HistoricalDate &date);
    HistoricalDate date() const; // invalid when empty or refused
    // What the explanation says while the field is empty and allowed to be
    // ("No date." unless set).
    void setEmptyExplanation(const QString &text);
    // Why the text is refused; empty when it is valid (or empty and allowed).
    QString problem() const;
    // The examples the empty field shows: `full` where the field is wide
    // enough, else `brief` (the placeholder was cut off at 1280x720); the
    // full examples are the field's tool tip either way.
    void setPlaceholders(const QString &full, const QString &brief);

    QLineEdit *edit() const { return m_edit; }
    QLabel *explanation() const { return m_explanation; }

signals:
    void changed();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void revalidate();
    void fitPlaceholder();

    bool m_required;
    bool m_touched = false; // typed in, or set, since it was made
    QString m_emptyExplanation;
    QString m_fullPlaceholder, m_briefPlaceholder;
    QLineEdit *m_edit;
    QLabel *m_explanation;
};

// A field whose text is refused: red behind dark text, readable on a light
// and on a dark palette, the reason as its tool tip; an empty problem clears it.
void markRefused(QLineEdit *edit, const QString &problem);
// The colour of the words that say why: dark red, or a light red on a dark palette.
QColor refusalColour(const QPalette &palette);

} // namespace parallax::ui

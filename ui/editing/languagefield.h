#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

namespace parallax::ui {

// A source's language: a code chosen from the common ones or typed (any
// BCP 47 code QLocale knows, core/sourcedetails.h), checked as it is typed.
// Beside it, the language in words, or why the code is refused (the field
// turns red). Add Source and Source Properties offer the same choices.
class LanguageField final : public QWidget
{
    Q_OBJECT
public:
    explicit LanguageField(QWidget *parent = nullptr);

    void setCode(const QString &code);
    QString text() const; // as typed, trimmed
    QString code() const; // in BCP 47's case ("zh-Hant"); empty while refused
    // Why the code is refused; empty when it is valid. An empty field is
    // refused too (a source needs a language).
    QString problem() const;

    QComboBox *box() const { return m_box; }
    QLabel *explanation() const { return m_explanation; }

signals:
    void changed();

private:
    void revalidate();

    QComboBox *m_box;
    QLabel *m_explanation;
};

// The codes offered: English, Chinese, Danish, French, German.
QStringList commonSourceLanguages();

} // namespace parallax::ui

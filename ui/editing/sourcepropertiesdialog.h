#pragma once

#include <core/corpus.h>

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace parallax::ui {

class DateField;
class LanguageField;

// Source ▸ Source Properties…: a source's title, language, author, date of
// writing and provenance, as they are, to change. OK stays disabled, with
// the reason under the form, while a field is refused (an empty title, a
// language code QLocale does not know, a date that is not EDTF).
class SourcePropertiesDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit SourcePropertiesDialog(const Source &current, QWidget *parent = nullptr);

    // The source with the details as edited (the language in BCP 47's case,
    // the reference following them: core/sourcedetails.h); its text empty.
    Source source() const;
    bool changed() const; // anything differs from the source as given
    QString problem() const;
    bool languageKept() const;

    QLineEdit *titleEdit() const { return m_title; }
    QLineEdit *authorEdit() const { return m_author; }
    LanguageField *languageField() const { return m_language; }
    QLineEdit *writtenEdit() const;
    QPlainTextEdit *provenanceEdit() const { return m_provenance; }
    QPushButton *okButton() const;
    QLabel *status() const { return m_status; }

private:
    void buildForm();
    void fill();
    void revalidate();

    Source m_before;
    Source m_filled; // what source() gave before any change
    QLineEdit *m_title = nullptr;
    QLineEdit *m_author = nullptr;
    LanguageField *m_language = nullptr;
    DateField *m_written = nullptr;
    QPlainTextEdit *m_provenance = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace parallax::ui

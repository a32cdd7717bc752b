#pragma once

#include <core/corpus.h>

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QRadioButton;

namespace parallax::ui {

class DateField;

class LanguageField;
class SourceTextInput;

// Source ▸ Add Source…: a text file (its encoding detected, shown on a
// preview the user confirms or changes) or pasted text (SourceTextInput,
// shared with Replace Text), with the title,
// author, language, date of writing and a bibliographic reference (CSL-JSON:
// type, title, author, issued, publisher, URL).
class AddSourceDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit AddSourceDialog(QWidget *parent = nullptr);

    // Reads a file into the dialog (the Browse button calls this).
    bool loadFile(const QString &path);
    Source source() const; // id empty
    QString problem() const;

    SourceTextInput *textInput() const { return m_input; }
    QComboBox *encodingBox() const;
    QPlainTextEdit *preview() const;
    QLineEdit *titleEdit() const { return m_title; }
    QComboBox *languageBox() const;
    LanguageField *languageField() const { return m_language; }
    QPlainTextEdit *pasteEdit() const;
    QRadioButton *pasteChoice() const;
    QLineEdit *writtenEdit() const;

private:
    QFormLayout *detailsForm();
    void connectInputs();
    void textChanged();
    void revalidate();
    void proposeTitle();
    void proposeLanguage();

    SourceTextInput *m_input;
    QLineEdit *m_title;
    QLineEdit *m_author;
    LanguageField *m_language;
    DateField *m_written;
    QComboBox *m_type;
    QLineEdit *m_publisher;
    QLineEdit *m_url;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    bool m_titleTyped = false;
    bool m_languageChosen = false; // by the user: no longer proposed
};

// The CSL-JSON item for a source's details.
QString cslReference(const QString &type, const QString &title, const QString &author, const QString &issued,
    const QString &publisher, const QString &url);

} // namespace parallax::ui

#pragma once

#include <core/corpus.h>

#include <QByteArray>
#include <QDialog>

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QVBoxLayout;

namespace parallax::ui {

class LanguageField;

// Source ▸ Add Source…: a text file (its encoding detected, shown on a
// preview the user confirms or changes) or pasted text, with the title,
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

    QComboBox *encodingBox() const { return m_encoding; }
    QPlainTextEdit *preview() const { return m_preview; }
    QLineEdit *titleEdit() const { return m_title; }
    QComboBox *languageBox() const;
    LanguageField *languageField() const { return m_language; }
    QPlainTextEdit *pasteEdit() const { return m_paste; }
    QRadioButton *pasteChoice() const { return m_pasteChoice; }
    QLineEdit *writtenEdit() const { return m_written; }

private:
    QPushButton *addTextChoices(QVBoxLayout *layout);
    QFormLayout *detailsForm();
    void connectInputs(QPushButton *browse);
    void decode();
    void revalidate();
    void proposeTitle();
    void proposeLanguage();
    QString text() const;

    QByteArray m_bytes;
    QString m_file;
    QString m_decoded;
    QString m_decodeError;
    QRadioButton *m_fileChoice;
    QRadioButton *m_pasteChoice;
    QButtonGroup *m_choices;
    QLineEdit *m_path;
    QComboBox *m_encoding;
    QPlainTextEdit *m_preview;
    QPlainTextEdit *m_paste;
    QLineEdit *m_title;
    QLineEdit *m_author;
    LanguageField *m_language;
    QLineEdit *m_written;
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

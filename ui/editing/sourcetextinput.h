#pragma once

#include <QByteArray>
#include <QWidget>

class QButtonGroup;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QVBoxLayout;

namespace parallax::ui {

// The two ways a source's text comes in, for Source ▸ Add Source… and
// Source ▸ Replace Text…: a text file (only a regular file of at most
// 256 MB is read; its encoding is detected and shown on a preview the user
// confirms or changes) or text pasted, or edited, in place.
class SourceTextInput final : public QWidget
{
    Q_OBJECT
public:
    explicit SourceTextInput(QWidget *parent = nullptr);

    // Starts on the pasted text, holding `text` (Replace Text: the current
    // text, to correct), its field taller than the file's preview.
    void startWithText(const QString &text);
    // Reads a file (the Browse button calls this); false, with the reason as
    // problem(), when it cannot be read.
    bool loadFile(const QString &path);

    bool pasted() const;
    // The file's decoded text, or the pasted one as it is (its no-break
    // spaces kept; its line breaks line feeds, as the field holds them).
    QString text() const;
    QString fileName() const; // the file's name without its folder; empty for pasted text
    QString encoding() const; // the file's encoding; empty for pasted text
    // Why there is no text yet: no file chosen, or it could not be read or
    // decoded. An empty text is for the dialog to judge.
    QString problem() const;

    QRadioButton *fileChoice() const { return m_fileChoice; }
    QRadioButton *pasteChoice() const { return m_pasteChoice; }
    QComboBox *encodingBox() const { return m_encoding; }
    QPlainTextEdit *preview() const { return m_preview; }
    QLineEdit *pathEdit() const { return m_path; }
    QPlainTextEdit *pasteEdit() const { return m_paste; }

signals:
    // The choice, the file, its encoding or the pasted text changed.
    void changed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPushButton *addFileRows(QVBoxLayout *layout);
    void addPasteRows(QVBoxLayout *layout);
    void connectInputs(QPushButton *browse);
    void decode();

    QByteArray m_bytes;
    QString m_file;
    QString m_decoded;
    QString m_readError;
    QString m_decodeError;
    QVBoxLayout *m_layout;
    QRadioButton *m_fileChoice;
    QRadioButton *m_pasteChoice;
    QButtonGroup *m_choices;
    QLineEdit *m_path;
    QComboBox *m_encoding;
    QPlainTextEdit *m_preview;
    QPlainTextEdit *m_paste;
};

} // namespace parallax::ui

#pragma once

#include <core/corpus.h>

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;

namespace parallax::ui {

class SourceTextInput;

// Source ▸ Replace Text…: a source's new text, corrected or pasted in place
// (the field starts with the current text) or read from a file as Add Source
// reads one (SourceTextInput). Replace is disabled while the new text is
// empty or the same as the current one.
class ReplaceTextDialog final : public QDialog
{
    Q_OBJECT
public:
    // `current` is the source's text as it is (the model may hold the source
    // without it: CorpusModel::sourceText()).
    ReplaceTextDialog(const Source &source, const QString &current, QWidget *parent = nullptr);

    QString text() const;
    // The file's encoding; empty for pasted text (the source keeps its own).
    QString encoding() const;
    QString problem() const;

    SourceTextInput *textInput() const { return m_input; }
    QPushButton *replaceButton() const;
    QLabel *status() const { return m_status; }

private:
    void revalidate();

    QString m_current;
    QString m_shown; // the current text as the field holds it (line feeds for CR LF)
    SourceTextInput *m_input;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
};

} // namespace parallax::ui

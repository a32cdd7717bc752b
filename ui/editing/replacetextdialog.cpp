#include "replacetextdialog.h"

#include "sourcetextinput.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace parallax::ui {

ReplaceTextDialog::ReplaceTextDialog(const Source &source, const QString &current, QWidget *parent)
    : QDialog(parent)
    , m_current(current)
{
    setWindowTitle(tr("Replace Text of “%1”").arg(shortSourceName(source)));
    setObjectName(QStringLiteral("replaceTextDialog"));
    resize(720, 600);
    auto *layout = new QVBoxLayout(this);
    auto *about = new QLabel(tr("The citations of this source are found again in the new text; those whose passage "
                                "is gone become orphaned. Undo (Ctrl+Z) brings the old text back."),
        this);
    about->setWordWrap(true);
    layout->addWidget(about);
    m_input = new SourceTextInput(this);
    m_input->startWithText(current);
    m_shown = m_input->text();
    layout->addWidget(m_input, 1);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    replaceButton()->setText(tr("Replace"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_input, &SourceTextInput::changed, this, &ReplaceTextDialog::revalidate);
    revalidate();
    m_input->pasteEdit()->setFocus();
}

QPushButton *ReplaceTextDialog::replaceButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

// The field holds line feeds: a text with CR LF line breaks keeps them.
QString ReplaceTextDialog::text() const
{
    QString text = m_input->text();
    if (m_input->pasted() && m_current.contains(QLatin1String("\r\n")))
        text.replace(u'\n', QLatin1String("\r\n"));
    return text;
}

QString ReplaceTextDialog::encoding() const
{
    return m_input->encoding();
}

QString ReplaceTextDialog::problem() const
{
    if (const QString p = m_input->problem(); !p.isEmpty())
        return p;
    const QString t = text(); // once: it may be long
    if (std::all_of(t.begin(), t.end(), [](QChar c) { return c.isSpace(); }))
        return tr("The new text is empty.");
    if (t == m_current || (m_input->pasted() && m_input->text() == m_shown))
        return m_input->pasted() ? tr("Correct the text, paste a new one, or choose a file.")
                                 : tr("This file holds the source's text as it is.");
    return {};
}

void ReplaceTextDialog::revalidate()
{
    const QString p = problem();
    m_status->setText(p);
    replaceButton()->setEnabled(p.isEmpty());
}

} // namespace parallax::ui

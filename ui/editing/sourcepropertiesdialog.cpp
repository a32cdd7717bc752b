#include "sourcepropertiesdialog.h"

#include "datefield.h"
#include "languagefield.h"

#include <core/sourcedetails.h>

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace parallax::ui {

SourcePropertiesDialog::SourcePropertiesDialog(const Source &current, QWidget *parent)
    : QDialog(parent)
    , m_before(current)
{
    m_before.text.clear();
    setWindowTitle(tr("Source Properties"));
    setObjectName(QStringLiteral("sourcePropertiesDialog"));
    buildForm();
    fill();
    m_filled = source();
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_title, &QLineEdit::textChanged, this, &SourcePropertiesDialog::revalidate);
    connect(m_language, &LanguageField::changed, this, &SourcePropertiesDialog::revalidate);
    connect(m_written, &DateField::changed, this, &SourcePropertiesDialog::revalidate);
    revalidate();
    resize(qMax(sizeHint().width(), 560), sizeHint().height());
}

// The fields, the source's file and encoding (not editable: replacing the
// text changes them), the line that says what is refused, and the buttons.
void SourcePropertiesDialog::buildForm()
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_title = new QLineEdit(this);
    m_title->setObjectName(QStringLiteral("sourceTitle"));
    m_author = new QLineEdit(this);
    m_author->setObjectName(QStringLiteral("sourceAuthor"));
    m_language = new LanguageField(this);
    m_language->setObjectName(QStringLiteral("sourceLanguage"));
    m_written = new DateField(false, this);
    m_written->setObjectName(QStringLiteral("sourceWritten"));
    m_written->edit()->setPlaceholderText(tr("EDTF, e.g. 1823 or 1820/1825"));
    m_provenance = new QPlainTextEdit(this);
    m_provenance->setObjectName(QStringLiteral("sourceProvenance"));
    m_provenance->setTabChangesFocus(true);
    m_provenance->setPlaceholderText(tr("Where the text comes from: edition, archive, translator, licence."));
    m_provenance->setFixedHeight(4 * m_provenance->fontMetrics().lineSpacing());
    auto *file = new QLabel(this);
    file->setObjectName(QStringLiteral("sourceFile"));
    file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    file->setWordWrap(true);
    const QString fileName = m_before.file.isEmpty() ? tr("pasted text") : m_before.file;
    file->setText(m_before.encoding.isEmpty() ? tr("%1 (id %2)").arg(fileName, m_before.id)
                                              : tr("%1, %2 (id %3)").arg(fileName, m_before.encoding, m_before.id));
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Author:"), m_author);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Written:"), m_written);
    form->addRow(tr("&Provenance:"), m_provenance);
    form->addRow(tr("Text:"), file);
    layout->addLayout(form);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("sourcePropertiesStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    layout->addWidget(m_status);
    layout->addStretch(1);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
}

void SourcePropertiesDialog::fill()
{
    m_title->setText(m_before.title);
    m_author->setText(m_before.author);
    m_language->setCode(m_before.language);
    m_written->edit()->setText(m_before.written);
    m_provenance->setPlainText(m_before.provenance);
}

QLineEdit *SourcePropertiesDialog::writtenEdit() const
{
    return m_written->edit();
}

QPushButton *SourcePropertiesDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

// The language as stored, left as it was: kept even where it is no code Qt
// knows (a corpus file may hold "English"), so that the title can be fixed
// without a language chosen first.
bool SourcePropertiesDialog::languageKept() const
{
    return !m_before.language.isEmpty() && m_language->text() == m_before.language.trimmed();
}

QString SourcePropertiesDialog::problem() const
{
    if (m_title->text().trimmed().isEmpty())
        return tr("The source needs a title.");
    if (const QString p = m_language->problem(); !p.isEmpty() && !languageKept())
        return p;
    if (const QString p = m_written->problem(); !p.isEmpty())
        return tr("Written: %1").arg(p);
    return {};
}

void SourcePropertiesDialog::revalidate()
{
    const QString p = problem();
    markRefused(m_title, m_title->text().trimmed().isEmpty() ? p : QString());
    m_status->setText(p);
    QPalette pal = m_status->palette();
    pal.setColor(QPalette::WindowText, refusalColour(palette()));
    m_status->setPalette(pal);
    okButton()->setEnabled(p.isEmpty());
}

Source SourcePropertiesDialog::source() const
{
    Source s = m_before;
    s.title = m_title->text().trimmed();
    s.author = m_author->text().trimmed();
    s.language = languageKept() ? m_before.language : m_language->code();
    s.written = m_written->edit()->text().trimmed();
    s.provenance = m_provenance->toPlainText().trimmed();
    s.reference = referenceFollowingDetails(m_before, s);
    return s;
}

// Against the fields as filled and read back, so that a stored value the
// fields tidy (white space at an end) is no change by itself.
bool SourcePropertiesDialog::changed() const
{
    const Source s = source();
    return s.title != m_filled.title || s.author != m_filled.author || s.language != m_filled.language
        || s.written != m_filled.written || s.provenance != m_filled.provenance;
}

} // namespace parallax::ui

#include "addsourcedialog.h"

#include "citedialog.h"
#include "datefield.h"
#include "languagefield.h"
#include "sourcetextinput.h"
#include "sourcetitle.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace parallax::ui {

QString cslReference(const QString &type, const QString &title, const QString &author, const QString &issued,
    const QString &publisher, const QString &url)
{
    QJsonObject item {{QStringLiteral("type"), type}, {QStringLiteral("title"), title}};
    if (!author.isEmpty())
        item.insert(QStringLiteral("author"), QJsonArray {QJsonObject {{QStringLiteral("literal"), author}}});
    if (!issued.isEmpty())
        item.insert(QStringLiteral("issued"), QJsonObject {{QStringLiteral("raw"), issued}});
    if (!publisher.isEmpty())
        item.insert(QStringLiteral("publisher"), publisher);
    if (!url.isEmpty())
        item.insert(QStringLiteral("URL"), url);
    return QString::fromUtf8(QJsonDocument(item).toJson(QJsonDocument::Compact));
}

AddSourceDialog::AddSourceDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Add Source"));
    setObjectName(QStringLiteral("addSourceDialog"));
    resize(720, 640);
    auto *layout = new QVBoxLayout(this);
    m_input = new SourceTextInput(this);
    layout->addWidget(m_input, 1);
    layout->addLayout(detailsForm());
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add"));
    layout->addWidget(m_buttons);
    connectInputs();
    revalidate();
}

// Title, author, language, date of writing and the bibliographic fields.
QFormLayout *AddSourceDialog::detailsForm()
{
    auto *form = new QFormLayout;
    m_title = new QLineEdit(this);
    m_title->setToolTip(
        tr("Proposed from the text's first line, or else from the file's name; change it as you like."));
    m_author = new QLineEdit(this);
    m_language = new LanguageField(this);
    m_written = new DateField(false, this); // EDTF or words: "1823", "around 1830", "1820/1825"
    m_type = new QComboBox(this);
    m_type->setObjectName(QStringLiteral("sourceType"));
    // Named in words; the CSL type is the item's data (raw keys never reach the screen).
    const std::pair<const char *, QString> types[]
        = {{QT_TR_NOOP("Book"), QStringLiteral("book")}, {QT_TR_NOOP("Manuscript"), QStringLiteral("manuscript")},
            {QT_TR_NOOP("Journal article"), QStringLiteral("article-journal")},
            {QT_TR_NOOP("Book chapter"), QStringLiteral("chapter")}, {QT_TR_NOOP("Letter"), QStringLiteral("letter")},
            {QT_TR_NOOP("Web page"), QStringLiteral("webpage")}};
    for (const auto &[name, key] : types)
        m_type->addItem(tr(name), key);
    m_publisher = new QLineEdit(this);
    m_url = new QLineEdit(this);
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Author:"), m_author);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Written:"), m_written);
    form->addRow(tr("T&ype:"), m_type);
    form->addRow(tr("Pu&blisher:"), m_publisher);
    form->addRow(tr("&URL:"), m_url);
    return form;
}

void AddSourceDialog::connectInputs()
{
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_input, &SourceTextInput::changed, this, &AddSourceDialog::textChanged);
    // A title the user typed is theirs: the file or the encoding changing no
    // longer replaces it (emptying the field asks for proposals again).
    connect(m_title, &QLineEdit::textEdited, this, [this](const QString &t) { m_titleTyped = !t.isEmpty(); });
    connect(m_title, &QLineEdit::textChanged, this, &AddSourceDialog::revalidate);
    connect(m_written, &DateField::changed, this, &AddSourceDialog::revalidate);
    connect(m_language, &LanguageField::changed, this, &AddSourceDialog::revalidate);
    connect(languageBox(), &QComboBox::textActivated, this, [this] { m_languageChosen = true; });
    connect(languageBox()->lineEdit(), &QLineEdit::textEdited, this, [this] { m_languageChosen = true; });
}

// The title and the language are proposed from a text there is (not from a
// file that could not be read or decoded). A title the dialog proposed goes
// with its text: after an empty file ("Empty") the path pointed at a folder
// kept it (walkthrough).
void AddSourceDialog::textChanged()
{
    if (m_input->problem().isEmpty()) {
        proposeTitle();
        proposeLanguage();
    } else if (!m_titleTyped) {
        m_title->clear();
    }
    revalidate();
}

QComboBox *AddSourceDialog::languageBox() const
{
    return m_language->box();
}

QComboBox *AddSourceDialog::encodingBox() const
{
    return m_input->encodingBox();
}

QPlainTextEdit *AddSourceDialog::preview() const
{
    return m_input->preview();
}

QPlainTextEdit *AddSourceDialog::pasteEdit() const
{
    return m_input->pasteEdit();
}

QRadioButton *AddSourceDialog::pasteChoice() const
{
    return m_input->pasteChoice();
}

bool AddSourceDialog::loadFile(const QString &path)
{
    return m_input->loadFile(path);
}

// A text mostly in Chinese characters is proposed as Chinese, whatever its
// encoding (a UTF-8 Chinese text was proposed as "en"), a Danish one as
// Danish, until the user chooses the language.
void AddSourceDialog::proposeLanguage()
{
    if (m_languageChosen)
        return;
    m_language->setCode(proposeSourceLanguage(m_input->text()));
}

void AddSourceDialog::proposeTitle()
{
    if (m_titleTyped)
        return;
    m_title->setText(proposeSourceTitle(m_input->text(), m_input->fileName()));
}

QString AddSourceDialog::problem() const
{
    if (const QString p = m_input->problem(); !p.isEmpty())
        return p;
    if (m_input->text().trimmed().isEmpty())
        return tr("The text is empty.");
    if (m_title->text().trimmed().isEmpty())
        return tr("The source needs a title.");
    if (const QString p = m_language->problem(); !p.isEmpty())
        return p;
    if (const QString p = m_written->problem(); !p.isEmpty())
        return tr("Written: %1").arg(p);
    return {};
}

void AddSourceDialog::revalidate()
{
    const QString p = problem();
    m_status->setText(p);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(p.isEmpty());
}

QLineEdit *AddSourceDialog::writtenEdit() const
{
    return m_written->edit();
}

Source AddSourceDialog::source() const
{
    Source s;
    s.title = m_title->text().trimmed();
    s.language = m_language->code();
    s.author = m_author->text().trimmed();
    s.written = m_written->date().isValid() ? m_written->date().toEdtf() : QString();
    s.text = m_input->text();
    s.file = m_input->fileName();
    s.encoding = m_input->encoding();
    s.reference = cslReference(m_type->currentData().toString(), s.title, s.author, s.written,
        m_publisher->text().trimmed(), m_url->text().trimmed());
    return s;
}

} // namespace parallax::ui

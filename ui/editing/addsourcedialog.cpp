#include "addsourcedialog.h"

#include "citedialog.h"
#include "datefield.h"
#include "languagefield.h"
#include "sourcetitle.h"

#include <core/textdecoding.h>
#include <ui/filedialogs.h>

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
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
    auto *browse = addTextChoices(layout);
    layout->addLayout(detailsForm());
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add"));
    layout->addWidget(m_buttons);
    connectInputs(browse);
    revalidate();
}

// The two ways in: a file (its path, encoding and decoded preview) or pasted
// text. Returns the Browse button.
QPushButton *AddSourceDialog::addTextChoices(QVBoxLayout *layout)
{
    m_fileChoice = new QRadioButton(tr("From a &text file:"), this);
    m_fileChoice->setChecked(true);
    layout->addWidget(m_fileChoice);
    auto *fileRow = new QHBoxLayout;
    m_path = new QLineEdit(this);
    m_path->setReadOnly(true);
    auto *browse = new QPushButton(tr("&Browse…"), this);
    m_encoding = new QComboBox(this);
    m_encoding->addItems(supportedTextEncodings());
    auto *encodingLabel = new QLabel(tr("&Encoding:"), this);
    encodingLabel->setBuddy(m_encoding);
    fileRow->addWidget(m_path, 1);
    fileRow->addWidget(browse);
    fileRow->addWidget(encodingLabel);
    fileRow->addWidget(m_encoding);
    layout->addLayout(fileRow);
    m_preview = new QPlainTextEdit(this);
    m_preview->setReadOnly(true);
    m_preview->setPlaceholderText(tr("The file's first lines, as decoded, appear here: check that they read right."));
    layout->addWidget(m_preview, 2);

    m_pasteChoice = new QRadioButton(tr("&Pasted text:"), this);
    layout->addWidget(m_pasteChoice);
    m_choices = new QButtonGroup(this);
    m_choices->addButton(m_fileChoice);
    m_choices->addButton(m_pasteChoice);
    m_paste = new QPlainTextEdit(this);
    m_paste->setPlaceholderText(tr("Paste the text of the source here."));
    layout->addWidget(m_paste, 1);
    return browse;
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
    m_written = new QLineEdit(this);
    m_written->setPlaceholderText(tr("EDTF, e.g. 1823 or 1820/1825"));
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

void AddSourceDialog::connectInputs(QPushButton *browse)
{
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path
            = askOpenFileName(this, tr("Add Source"), QString(), tr("Text files (*.txt *.text *.md);;All files (*)"));
        if (!path.isEmpty())
            loadFile(path);
    });
    connect(m_encoding, &QComboBox::currentTextChanged, this, &AddSourceDialog::decode);
    connect(m_paste, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_paste->toPlainText().isEmpty())
            m_pasteChoice->setChecked(true);
        proposeTitle();
        proposeLanguage();
        revalidate();
    });
    // A title the user typed is theirs: the file or the encoding changing no
    // longer replaces it (emptying the field asks for proposals again).
    connect(m_title, &QLineEdit::textEdited, this, [this](const QString &t) { m_titleTyped = !t.isEmpty(); });
    for (QLineEdit *e : {m_title, m_written})
        connect(e, &QLineEdit::textChanged, this, &AddSourceDialog::revalidate);
    connect(m_language, &LanguageField::changed, this, &AddSourceDialog::revalidate);
    connect(languageBox(), &QComboBox::textActivated, this, [this] { m_languageChosen = true; });
    connect(languageBox()->lineEdit(), &QLineEdit::textEdited, this, [this] { m_languageChosen = true; });
    connect(m_choices, &QButtonGroup::buttonToggled, this, &AddSourceDialog::revalidate);
}

QComboBox *AddSourceDialog::languageBox() const
{
    return m_language->box();
}

bool AddSourceDialog::loadFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        m_status->setText(tr("%1 cannot be read: %2").arg(path, f.errorString()));
        return false;
    }
    m_bytes = f.readAll();
    m_file = path;
    m_path->setText(path);
    m_fileChoice->setChecked(true);
    const QString detected = detectTextEncoding(m_bytes);
    m_encoding->blockSignals(true);
    m_encoding->setCurrentText(detected);
    m_encoding->blockSignals(false);
    decode();
    return true;
}

// A text mostly in Chinese characters is proposed as Chinese, whatever its
// encoding (a UTF-8 Chinese text was proposed as "en"), a Danish one as
// Danish, until the user chooses the language.
void AddSourceDialog::proposeLanguage()
{
    if (m_languageChosen)
        return;
    m_language->setCode(proposeSourceLanguage(text()));
}

void AddSourceDialog::decode()
{
    m_decoded.clear();
    m_decodeError.clear();
    if (m_bytes.isEmpty() && m_file.isEmpty())
        return revalidate();
    auto d = decodeText(m_bytes, m_encoding->currentText());
    if (d) {
        m_decoded = d->text;
        m_preview->setPlainText(m_decoded.left(3000));
        proposeTitle();
        proposeLanguage();
    } else {
        m_decodeError = d.error();
        m_preview->setPlainText(d.error());
    }
    revalidate();
}

void AddSourceDialog::proposeTitle()
{
    if (m_titleTyped)
        return;
    const bool pasted = m_pasteChoice->isChecked();
    m_title->setText(proposeSourceTitle(text(), pasted ? QString() : QFileInfo(m_file).fileName()));
}

QString AddSourceDialog::text() const
{
    return m_pasteChoice->isChecked() ? m_paste->toPlainText() : m_decoded;
}

QString AddSourceDialog::problem() const
{
    if (m_fileChoice->isChecked() && m_file.isEmpty())
        return tr("Choose a text file, or paste the text.");
    if (m_fileChoice->isChecked() && !m_decodeError.isEmpty())
        return m_decodeError;
    if (text().trimmed().isEmpty())
        return tr("The text is empty.");
    if (m_title->text().trimmed().isEmpty())
        return tr("The source needs a title.");
    if (const QString p = m_language->problem(); !p.isEmpty())
        return p;
    if (const QString p = edtfProblem(m_written->text(), false); !p.isEmpty())
        return tr("Written: %1").arg(p);
    return {};
}

void AddSourceDialog::revalidate()
{
    markRefused(m_written, edtfProblem(m_written->text(), false)); // red, as in the cite dialog
    const QString p = problem();
    m_status->setText(p);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(p.isEmpty());
}

Source AddSourceDialog::source() const
{
    Source s;
    s.title = m_title->text().trimmed();
    s.language = m_language->code();
    s.author = m_author->text().trimmed();
    s.written = m_written->text().trimmed();
    s.text = text();
    s.file = m_pasteChoice->isChecked() ? QString() : QFileInfo(m_file).fileName();
    s.encoding = m_pasteChoice->isChecked() ? QString() : m_encoding->currentText();
    s.reference = cslReference(m_type->currentData().toString(), s.title, s.author, s.written,
        m_publisher->text().trimmed(), m_url->text().trimmed());
    return s;
}

} // namespace parallax::ui

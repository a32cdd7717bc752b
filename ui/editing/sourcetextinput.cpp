#include "sourcetextinput.h"

#include <core/textdecoding.h>
#include <db/safefile.h>
#include <ui/filedialogs.h>

#include <QButtonGroup>
#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTextDocument>
#include <QVBoxLayout>

namespace parallax::ui {

namespace {

constexpr int kPreviewChars = 3000; // the file's first lines, enough to judge the encoding

// The text as pasted or typed: toPlainText() turns no-break spaces into
// spaces and line separators into line feeds.
QString exactText(const QPlainTextEdit *edit)
{
    QString text = edit->document()->toRawText();
    text.replace(QChar::ParagraphSeparator, u'\n'); // between the blocks
    return text;
}

} // namespace

SourceTextInput::SourceTextInput(QWidget *parent)
    : QWidget(parent)
{
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    auto *browse = addFileRows(m_layout);
    addPasteRows(m_layout);
    m_choices = new QButtonGroup(this);
    m_choices->addButton(m_fileChoice);
    m_choices->addButton(m_pasteChoice);
    connectInputs(browse);
}

// The file: its path, Browse, its encoding and the decoded preview. Returns
// the Browse button.
QPushButton *SourceTextInput::addFileRows(QVBoxLayout *layout)
{
    m_fileChoice = new QRadioButton(tr("From a &text file:"), this);
    m_fileChoice->setChecked(true);
    layout->addWidget(m_fileChoice);
    auto *fileRow = new QHBoxLayout;
    m_path = new QLineEdit(this);
    m_path->setPlaceholderText(tr("Type or paste a file's path, or choose Browse…"));
    m_path->setClearButtonEnabled(true);
    m_path->installEventFilter(this); // Enter reads the file (eventFilter)
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
    return browse;
}

void SourceTextInput::addPasteRows(QVBoxLayout *layout)
{
    m_pasteChoice = new QRadioButton(tr("&Pasted text:"), this);
    layout->addWidget(m_pasteChoice);
    m_paste = new QPlainTextEdit(this);
    m_paste->setPlaceholderText(tr("Paste the text of the source here."));
    layout->addWidget(m_paste, 1);
}

void SourceTextInput::connectInputs(QPushButton *browse)
{
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = askOpenFileName(
            this, window()->windowTitle(), QString(), tr("Text files (*.txt *.text *.md);;All files (*)"));
        if (!path.isEmpty())
            loadFile(path);
    });
    // A path typed or pasted is read as a chosen one is (the field looked
    // editable and ignored what was typed: walkthrough).
    connect(m_path, &QLineEdit::editingFinished, this, [this] {
        const QString path = m_path->text().trimmed();
        if (!path.isEmpty() && path != m_file)
            loadFile(path);
    });
    connect(m_encoding, &QComboBox::currentTextChanged, this, &SourceTextInput::decode);
    connect(m_paste, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_paste->document()->isEmpty())
            m_pasteChoice->setChecked(true);
        emit changed();
    });
    connect(m_choices, &QButtonGroup::buttonToggled, this, [this](QAbstractButton *, bool on) {
        if (on)
            emit changed();
    });
}

// Enter in the path reads the file, again when it is the one read (it may
// have been saved since), and goes no further: the dialog's default button
// took the key too and added the source before its preview had been seen
// (walkthrough). Adding is the button's, clicked.
bool SourceTextInput::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_path && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            if (const QString path = m_path->text().trimmed(); !path.isEmpty())
                loadFile(path);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void SourceTextInput::startWithText(const QString &text)
{
    m_pasteChoice->setText(tr("&Pasted or edited text:"));
    m_paste->setPlaceholderText(tr("Paste the new text of the source here."));
    m_paste->setPlainText(text);
    m_pasteChoice->setChecked(true);
    m_layout->setStretchFactor(m_preview, 1);
    m_layout->setStretchFactor(m_paste, 3);
}

bool SourceTextInput::loadFile(const QString &path)
{
    // A regular file of at most 256 MB: a FIFO would hang the window, a
    // device fill the memory.
    auto bytes = db::readRegularFile(path, db::kMaxCorpusFileBytes);
    m_file = path;
    m_path->setText(path);
    m_bytes = bytes ? bytes.value() : QByteArray();
    m_readError = bytes ? QString() : bytes.error();
    const QString detected = detectTextEncoding(m_bytes);
    m_encoding->blockSignals(true);
    m_encoding->setCurrentText(detected);
    m_encoding->blockSignals(false);
    decode();
    m_fileChoice->setChecked(true); // after decode(): changed() is told of this file's text
    return bytes.ok();
}

void SourceTextInput::decode()
{
    m_decoded.clear();
    m_decodeError.clear();
    if (!m_readError.isEmpty()) {
        m_preview->setPlainText(m_readError);
    } else if (!m_file.isEmpty()) {
        auto d = decodeText(m_bytes, m_encoding->currentText());
        if (d)
            m_decoded = d->text;
        else
            m_decodeError = d.error();
        m_preview->setPlainText(d ? m_decoded.left(kPreviewChars) : d.error());
    }
    emit changed();
}

bool SourceTextInput::pasted() const
{
    return m_pasteChoice->isChecked();
}

QString SourceTextInput::text() const
{
    return pasted() ? exactText(m_paste) : m_decoded;
}

QString SourceTextInput::fileName() const
{
    return pasted() ? QString() : QFileInfo(m_file).fileName();
}

QString SourceTextInput::encoding() const
{
    return pasted() ? QString() : m_encoding->currentText();
}

QString SourceTextInput::problem() const
{
    if (pasted())
        return {};
    if (m_file.isEmpty())
        return tr("Choose a text file, or paste the text.");
    if (!m_readError.isEmpty())
        return m_readError;
    return m_decodeError;
}

} // namespace parallax::ui

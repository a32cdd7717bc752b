// Each translation leaves no string of the main window, its menus and docks in
// English: the window is built once in English and once in the language, and
// every visible text (titles, actions, labels, buttons, headers, tooltips,
// placeholders, accessible names) is compared by the object it belongs to.
#include <db/corpusloader.h>
#include <db/userdata.h>
#include <ui/corpusmodel.h>
#include <ui/help/help.h>
#include <ui/language.h>
#include <ui/mainwindow.h>

#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDate>
#include <QDockWidget>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QMenu>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTextDocumentFragment>

using namespace parallax;
using namespace parallax::ui;

namespace {

using Texts = QMap<QString, QString>; // "object path/property" -> text

QString pathOf(const QObject *o)
{
    QStringList parts;
    for (; o; o = o->parent()) {
        const QObject *p = o->parent();
        const int index = p ? int(p->children().indexOf(const_cast<QObject *>(o))) : 0;
        parts.prepend(
            QStringLiteral("%1:%2#%3").arg(QLatin1String(o->metaObject()->className()), o->objectName()).arg(index));
    }
    return parts.join(u'/');
}

void add(Texts &texts, const QObject *o, const char *what, const QString &text)
{
    if (!text.trimmed().isEmpty())
        texts.insert(pathOf(o) + u'.' + QLatin1String(what), text);
}

void collectHeaders(Texts &texts, const QHeaderView *h)
{
    if (!h->model())
        return;
    const int n = h->orientation() == Qt::Horizontal ? h->model()->columnCount() : 0;
    for (int c = 0; c < n; ++c)
        add(texts, h, qPrintable(QStringLiteral("header%1").arg(c)),
            h->model()->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
}

Texts collect(QWidget *window)
{
    Texts texts;
    QList<QObject *> all = window->findChildren<QObject *>();
    all.prepend(window);
    for (QObject *o : all) {
        if (auto *a = qobject_cast<QAction *>(o)) {
            if (!a->isSeparator()) {
                add(texts, a, "text", a->text());
                if (a->toolTip() != QString(a->text()).remove(u'&').remove(QStringLiteral("…")))
                    add(texts, a, "toolTip", a->toolTip());
            }
            continue;
        }
        auto *w = qobject_cast<QWidget *>(o);
        if (!w)
            continue;
        if (w->isWindow() || qobject_cast<QDockWidget *>(w))
            add(texts, w, "windowTitle", w->windowTitle());
        add(texts, w, "toolTip", w->toolTip());
        add(texts, w, "accessibleName", w->accessibleName());
        if (auto *l = qobject_cast<QLabel *>(w))
            add(texts, l, "text", l->text());
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            add(texts, b, "text", b->text());
        if (auto *e = qobject_cast<QLineEdit *>(w))
            add(texts, e, "placeholderText", e->placeholderText());
        if (auto *m = qobject_cast<QMenu *>(w))
            add(texts, m, "title", m->title());
        if (auto *h = qobject_cast<QHeaderView *>(w))
            collectHeaders(texts, h);
    }
    return texts;
}

// Words of the corpus itself (its titles and names), which no translation changes.
QStringList corpusWords(const Corpus &c)
{
    QStringList words {c.title, QStringLiteral("Parallax")};
    for (const Source &s : c.sources)
        words << s.title << s.id << shortSourceName(s); // names from the data, not the interface
    for (const Place &p : c.places)
        words << p.names.values();
    for (const Person &p : c.people)
        words << p.names.values();
    for (const Era &e : c.eras)
        words << e.names.values();
    for (const Event &e : c.events)
        words << e.titles.values() << e.category;
    words.removeAll(QString());
    return words;
}

// A text that reads as English: a Latin word of three letters or more, once
// the corpus's own words, key names and units are taken out.
bool looksEnglish(QString text, const QStringList &corpus)
{
    // What the label shows, not its markup (a chart's legend is rich text
    // whose names are joined by non-breaking spaces).
    if (Qt::mightBeRichText(text))
        text = QTextDocumentFragment::fromHtml(text).toPlainText();
    text.replace(QChar(0x00A0), u' ');
    for (const QString &w : corpus)
        text.remove(w);
    static const QRegularExpression notWords(QStringLiteral(
        "English|Dansk|Ctrl|Shift|Alt|Home|End|PgUp|PgDown|Esc|WGS84|PNG|SVG|PDF|GeoJSON|JSON|km|Parallax|Elba"));
    text.remove(notWords);
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    return text.contains(word);
}

class Translations : public ::testing::TestWithParam<const char *>
{
protected:
    void TearDown() override { installLanguage(QStringLiteral("en")); }
};

} // namespace

TEST_P(Translations, LeaveNoStringOfTheMainWindowInEnglish)
{
    auto loaded = db::loadCorpusFolder(db::bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    const QStringList corpus = corpusWords(loaded.corpus);

    installLanguage(QStringLiteral("en"));
    CorpusModel englishModel;
    englishModel.setCorpus(loaded.corpus);
    MainWindow english(&englishModel);
    const Texts before = collect(&english);
    ASSERT_GT(before.size(), 60);

    ASSERT_TRUE(installLanguage(QString::fromLatin1(GetParam())));
    CorpusModel model;
    model.setCorpus(loaded.corpus);
    MainWindow translated(&model);
    const Texts after = collect(&translated);

    QStringList untranslated;
    for (auto it = before.begin(); it != before.end(); ++it) {
        const QString now = after.value(it.key());
        if (now == it.value() && looksEnglish(now, corpus))
            untranslated << it.key() + QStringLiteral(": ") + now;
    }
    EXPECT_TRUE(untranslated.isEmpty()) << untranslated.size() << " untranslated:\n"
                                        << untranslated.join(u'\n').toStdString();
}

// Help > About: no line of the box is left as it reads in English, apart
// from names and what the corpus itself says (its sources' titles and
// provenance are its data, shown as it gives them).
TEST_P(Translations, TheAboutBoxSaysNothingInEnglish)
{
    auto loaded = db::loadCorpusFolder(db::bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    const auto lines
        = [&] { return QTextDocumentFragment::fromHtml(Help::aboutText(loaded.corpus)).toPlainText().split(u'\n'); };
    installLanguage(QStringLiteral("en"));
    const QStringList english = lines();
    ASSERT_TRUE(installLanguage(QString::fromLatin1(GetParam())));
    const QStringList translated = lines();
    ASSERT_EQ(translated.size(), english.size());
    QStringList names; // whole first: the corpus's words would cut them
    for (const Source &s : loaded.corpus.sources)
        names << s.title << s.provenance;
    names << corpusWords(loaded.corpus);
    names << QStringLiteral("Natural Earth") << QStringLiteral("world-atlas") << QStringLiteral("WenQuanYi Micro Hei")
          << QStringLiteral("SQLite") << QStringLiteral("TopoJSON") << QStringLiteral("GNU LGPL version 3")
          << QStringLiteral("GPL") << QStringLiteral("ISC");
    for (qsizetype i = 0; i < english.size(); ++i)
        EXPECT_FALSE(translated[i] == english[i] && looksEnglish(english[i], names)) << english[i].toStdString();
}

INSTANTIATE_TEST_SUITE_P(Languages, Translations, ::testing::Values("zh", "da"));

TEST(Language, NamesAreNormalised)
{
    EXPECT_EQ(normalizeLanguage(QStringLiteral("zh_CN.UTF-8")), QStringLiteral("zh"));
    EXPECT_EQ(normalizeLanguage(QStringLiteral("Dansk")), QStringLiteral("da"));
    EXPECT_EQ(normalizeLanguage(QStringLiteral("en-GB")), QStringLiteral("en"));
    EXPECT_EQ(normalizeLanguage(QStringLiteral("fr")), QString());
    EXPECT_EQ(resolveLanguage(QStringLiteral("da")), QStringLiteral("da"));
}

TEST(Language, SetsTheLocaleForDatesAndNumbers)
{
    ASSERT_TRUE(installLanguage(QStringLiteral("da")));
    EXPECT_EQ(QLocale().language(), QLocale::Danish);
    EXPECT_EQ(QLocale().toString(QDate(1814, 4, 6), QStringLiteral("d. MMMM yyyy")), QStringLiteral("6. april 1814"));
    ASSERT_TRUE(installLanguage(QStringLiteral("zh")));
    EXPECT_EQ(QLocale().toString(QDate(1814, 4, 6), QLocale::LongFormat).left(9), QStringLiteral("1814年4月6日"));
    installLanguage(QStringLiteral("en"));
    EXPECT_EQ(QLocale().language(), QLocale::English);
}

// The list of keyboard shortcuts writes keys as the menus do in the
// language (Danish: "Ctrl+Skift+F" in the menus, "Ctrl+Shift+F" listed).
TEST(Language, TheShortcutListWritesKeysAsTheMenusDo)
{
    struct BackToEnglish
    {
        ~BackToEnglish() { installLanguage(QStringLiteral("en")); }
    } backToEnglish; // whatever fails below
    ASSERT_TRUE(installLanguage(QStringLiteral("da")));
    QWidget parent;
    Help::showShortcuts(&parent);
    auto *table = parent.findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
    ASSERT_NE(table, nullptr);
    QStringList keys;
    for (int r = 0; r < table->rowCount(); ++r)
        keys << table->item(r, 0)->text();
    const QString filters = QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F).toString(QKeySequence::NativeText);
    EXPECT_NE(filters, QStringLiteral("Ctrl+Shift+F")) << "Qt's Danish key names are not installed";
    EXPECT_TRUE(keys.contains(filters)) << keys.join(u' ').toStdString();
    EXPECT_TRUE(keys.contains(QStringLiteral("[ ]"))) << "words that are no keys stay as written";
}

// The window fits a 1280×720 screen in every language (Danish labels are the
// longest): a dock whose controls grow with their text would push it wider.
TEST_P(Translations, WindowFitsA1280By720Screen)
{
    auto loaded = db::loadCorpusFolder(db::bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    for (const QString &language : {QStringLiteral("en"), QString::fromLatin1(GetParam())}) {
        ASSERT_TRUE(installLanguage(language));
        CorpusModel model;
        model.setCorpus(loaded.corpus);
        MainWindow window(&model);
        window.resize(1280, 720);
        window.show();
        QApplication::processEvents();
        QStringList wide;
        for (QDockWidget *d : window.findChildren<QDockWidget *>())
            wide << QStringLiteral("%1 %2x%3")
                        .arg(d->objectName())
                        .arg(d->minimumSizeHint().width())
                        .arg(d->minimumSizeHint().height());
        EXPECT_LE(window.width(), 1280) << language.toStdString() << ": " << wide.join(u' ').toStdString();
        EXPECT_LE(window.height(), 720) << language.toStdString() << ": " << wide.join(u' ').toStdString();
    }
}

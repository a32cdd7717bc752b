#pragma once

// The Help menu: the user manual (F1), the keyboard shortcuts, About Parallax
// and About Qt. The manual is HTML compiled into the program: no network.

#include <QObject>
#include <QString>

class QMainWindow;
class QMenu;
class QWidget;

namespace parallax {
struct Corpus;
}

namespace parallax::ui {

class Help : public QObject
{
    Q_OBJECT
public:
    // Adds Help to the window's menu bar; `corpus` is read when About opens.
    static QMenu *createMenu(QMainWindow *window, const Corpus *corpus);

    // The manual's resource path for a language ("zh", "da"), English when it
    // has no manual of its own.
    static QString manualPath(const QString &language);

    static void showManual(QWidget *parent);
    static void showShortcuts(QWidget *parent);
    static void showAbout(QWidget *parent, const Corpus &corpus);
    // What About Parallax says (rich text): the version, the corpus's sources
    // with their provenance (the bundled corpus's translated) and the parts
    // Parallax is built with.
    static QString aboutText(const Corpus &corpus);

    // The shortcuts as (keys, what they do), translated; the dialog lists them.
    static QList<QPair<QString, QString>> shortcuts();
};

} // namespace parallax::ui

#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;

namespace parallax::ui {

class EditSession;
class MapCanvas;
class PlaceTableModel;
class PersonTableModel;
class EraTableModel;
class RouteTableModel;
class ReferenceModel;
class MainWindow;

// Edit ▸ Places, People, Eras and Route: one window, a table per kind, with
// Add and Delete; a place's coordinates can be typed or picked on the map;
// route legs can be moved up and down. Not modal, so that the map can be
// clicked and the other views watched while it is open. Every change is an
// undoable command; a refused one is explained under the table.
class ReferenceEditor final : public QDialog
{
    Q_OBJECT
public:
    ReferenceEditor(EditSession *session, MapCanvas *map, QWidget *parent = nullptr);

    enum Tab { Places, People, Eras, Route };
    // The width of the widest table's columns, and the dialog's size for
    // content that wide on a screen with `room` (wide enough when there is
    // room, at most 90% of the screen's width).
    int tablesWidth() const;
    static QSize sizeFor(int wanted, const QRect &room);
    void showTab(Tab tab);

    PlaceTableModel *places() const { return m_places; }
    PersonTableModel *people() const { return m_people; }
    EraTableModel *eras() const { return m_eras; }
    RouteTableModel *route() const { return m_route; }
    QTableView *view(Tab tab) const;
    QPushButton *pickButton() const { return m_pick; }
    QLabel *message() const { return m_message; }

    // Starts "Pick on map" for the current place: the next click on the map
    // sets its coordinates.
    void pickOnMap();
    // Shows a row's table and selects the row (ReferenceRow::Kind and id):
    // where an undo or a redo changed something (UndoFocus::referenceFocused).
    void showRow(int kind, const QString &id);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildPlaces();
    QWidget *buildPeople();
    QWidget *buildEras();
    QWidget *buildRoute();
    QWidget *tableTab(ReferenceModel *model, QTableView **view, const QList<QPushButton *> &buttons);
    int currentRow(Tab tab) const;
    void addPlace();
    void addPerson();
    void addEra();
    void addLeg();
    void removeCurrent(Tab tab, ReferenceModel *model);
    QString nameAt(Tab tab, ReferenceModel *model, int row) const;
    void editNew(Tab tab, const QString &id, int column);
    QString askName(const QString &title);
    void showMessage(const QString &text, bool error);
    void fitToTables();

    EditSession *m_session;
    MapCanvas *m_map;
    PlaceTableModel *m_places;
    PersonTableModel *m_people;
    EraTableModel *m_eras;
    RouteTableModel *m_route;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_views[4] = {};
    bool m_sized = false; // fitted to its tables when first shown
    QPushButton *m_pick = nullptr;
    QLabel *m_message = nullptr;
    QString m_picking; // the place whose coordinates the map will give
};

// Shows the window's reference editor (made on first use) on `tab`.
ReferenceEditor *showReferenceEditor(
    MainWindow *window, EditSession *session, ReferenceEditor::Tab tab = ReferenceEditor::Places);

} // namespace parallax::ui
